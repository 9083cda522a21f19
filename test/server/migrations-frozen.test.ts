// A shipped migration is never edited (docs/architecture.md "The reference backend's conventions"): a
// database that already ran it would never see the change. Each migration's SQL is pinned by its checksum;
// a new migration adds a line here, an edited one fails.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { migrations } from '../../server/db/migrations';

const SHIPPED: [name: string, sha256: string][] = [
  ['001_accounts', 'f9e4e2907a41e8c2bc43541633c63aee2722eaed20014ff0a2ee6ea1d03fc4f1'],
  ['002_shop', '04fd452151434a4f9060e11442d7225676171c1668612e11a390a0281f9cb57c'],
  ['003_order_refund_needed', '00ed043ab5ea692c6505886740d8c2f5ca1c82af35820667c1c3b239569e2255'],
  ['004_checkout_locks', '0bac7e51865dfcff496613196bea684cd9cba5162db928a36e7e38590b27e179'],
  ['005_gift_card_message', '1f15ffe2460df9e6d994ca266cf94412a38ab8a2a3bf36ecaff4bd95fab23554'],
  ['006_order_number', 'ef21b88db65a9a49fba8d102176e4ae7d70e5c5f3ad0d2af07f9d883cfc516ff'],
  ['007_profile_no_club', 'e8377bd59c6f82e82ab2bfbd0bd333250c9608746267332dd0f203dd35d82ccf'],
  ['008_gift_card_purchase_key', '5ffacd3fec9ecd96fa1d76b1d5a2fa1ffb369110d20ceab54ed886871918eb20'],
  ['009_mail_delivery', 'af1dd977c3cbfc112a2d1c81e6e611e6b3bc50e8eb092c771fdbf309062d4238'],
  ['010_gift_card_number', 'de8536023d05e08b27f8df1bb5d64075193780316458d39501bcb2cde681565f'],
  ['011_place_holds_waiting_list', '93b249cb2394f92bea8ba219eccac587d1b88de4e6704bdd8bb9270ed6141751'],
  ['012_voucher_uses_per_parent', 'b9294808c7830e39a2c3b9692f1ac600d01e5b1732faab50edf93c320c70c4f6'],
  ['013_payment_attempts', 'deb878059042b3129f16569aef9218f9603cadf095a52de6bae77eb8543a3da9'],
  ['014_staff', '4b45aedac31ec454bbe225ad809c42bf7f9edc316e7261a35071ea37827e337e'],
  ['015_refunds', '07396a16ff808eba671317afe816df0c6282cd96a9836ed7496f60b584a4e2a0'],
  ['016_account_erasure', '5589aa992513825f5ac9ecb10e6edd654e5a550f27569bead157bb7730fdce52'],
  ['017_event_reminders', '589a28d859f36738d870bb02a9caa59a30f8b32afff29cf6d3ea3ef3e289b294'],
  ['018_fair_rush', '781fce270b559643dea7c3b878e4d9538485a3276c251f43af67e7ecf77683c3'],
  ['019_server_secrets', 'e61c1348582c6e2288e29379f787edc1b7bf1ccafa2010d0ea3d0f5ae50efe0e'],
  ['020_ticket_answers', 'a447a9ffba1fe47137656a4be41babbc22b28b3e3c8f583e72f6818703050acc'],
  ['021_rush_indexes', '29fa864c010d19b5604fffbccef14c395764a8849a252fbf8565deaebc46006c'],
  ['022_ticket_answers_changed', '64e6b4cbd0fe581e7895148a81761b75dfa4f18bcc27317e0537989a3fb2ddee'],
];

describe('shipped migrations', () => {
  it('are one per file, in order, each with the SQL as shipped', () => {
    const actual = migrations.map((m) => [m.name, createHash('sha256').update(m.sql).digest('hex')]);
    expect(actual.slice(0, SHIPPED.length)).toEqual(SHIPPED);
  });

  it('are numbered one after the other', () => {
    expect(migrations.map((m) => Number(m.name.slice(0, 3)))).toEqual(migrations.map((_, i) => i + 1));
  });
});
