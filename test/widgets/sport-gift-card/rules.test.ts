import { describe, expect, it } from 'vitest';
import {
  EMPTY_DRAFT,
  draftProblems,
  isComplete,
  offeredAmounts,
  priceRange,
  toPayload,
  withCopies,
  type GiftCardDraft,
} from '../../../widgets/sport-gift-card/rules';

// spec §4 "Gift card": the completeness and copying rules; §9 amounts; §2 the header's price range.
const AMOUNTS = [25, 50, 100, 175, 275];
const own = { first_name: 'Els', last_name: 'Visser', email: 'els@example.nl' };
const recipient = { gift_first_name: 'Noah', gift_last_name: 'de Boer', gift_email: 'noah@example.nl' };
const draft = (patch: Partial<GiftCardDraft>): GiftCardDraft => ({ ...EMPTY_DRAFT, ...patch });

describe('completeness (spec §4)', () => {
  it('needs an amount', () => {
    expect(draftProblems(draft({ ...own }), AMOUNTS)).toEqual({ amount: ['Kies een bedrag.'] });
    expect(isComplete(draft({ ...own, amount: 30 }), AMOUNTS)).toBe(false);
    expect(isComplete(draft({ ...own, amount: 50 }), AMOUNTS)).toBe(true);
  });

  it('without gift: the own e-mail, first and last name', () => {
    expect(draftProblems(draft({ amount: 50 }), AMOUNTS)).toEqual({
      first_name: ['Vul je voornaam in.'],
      last_name: ['Vul je achternaam in.'],
      email: ['Vul je e-mailadres in.'],
    });
    // recipient fields typed earlier do not count without gift
    expect(isComplete(draft({ amount: 50, ...recipient }), AMOUNTS)).toBe(false);
  });

  it('with gift: the own details and the recipient e-mail, first and last name (docs/rules.md §4 "Gift card")', () => {
    expect(isComplete(draft({ amount: 50, gift: true, ...recipient }), AMOUNTS)).toBe(false);
    expect(draftProblems(draft({ amount: 50, gift: true, ...recipient }), AMOUNTS)).toEqual({
      first_name: ['Vul je voornaam in.'],
      last_name: ['Vul je achternaam in.'],
      email: ['Vul je e-mailadres in.'],
    });
    expect(isComplete(draft({ amount: 50, gift: true, ...own, ...recipient }), AMOUNTS)).toBe(true);
    expect(draftProblems(draft({ amount: 50, gift: true, ...own }), AMOUNTS)).toEqual({
      gift_first_name: ['Vul de voornaam van de ontvanger in.'],
      gift_last_name: ['Vul de achternaam van de ontvanger in.'],
      gift_email: ['Vul het e-mailadres van de ontvanger in.'],
    });
  });

  it("with gift: the buyer's own address is no recipient", () => {
    expect(draftProblems(draft({ amount: 50, gift: true, ...own, ...recipient, gift_email: ' ELS@example.nl ' }), AMOUNTS)).toEqual({
      gift_email: ['Dit is je eigen e-mailadres. Vul het e-mailadres van de ontvanger in, of zet ‘Dit is een cadeau’ uit.'],
    });
  });

  it('checks the fields like the server: one line, not invisible-only, a real address', () => {
    expect(draftProblems(draft({ amount: 50, ...own, first_name: 'Els\nBcc: x' }), AMOUNTS)).toEqual({
      first_name: ['Je voornaam moet op één regel passen. Haal de regelovergang weg.'],
    });
    expect(draftProblems(draft({ amount: 50, ...own, last_name: '\u200B\u200D' }), AMOUNTS)).toEqual({
      last_name: ['Vul je achternaam in.'],
    });
    expect(draftProblems(draft({ amount: 50, gift: true, ...own, ...recipient, gift_email: 'noah' }), AMOUNTS)).toEqual({
      gift_email: ['Vul een geldig e-mailadres van de ontvanger in, bijvoorbeeld naam@voorbeeld.nl.'],
    });
    // own details typed with gift on must still be valid
    expect(draftProblems(draft({ amount: 50, gift: true, ...own, ...recipient, email: 'els' }), AMOUNTS)).toEqual({
      email: ['Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl.'],
    });
    expect(draftProblems(draft({ amount: 50, gift: true, ...own, ...recipient, message: 'x'.repeat(301) }), AMOUNTS)).toEqual({
      message: ['Je persoonlijke bericht is te lang. Gebruik maximaal 300 tekens.'],
    });
  });
});

describe('copying (spec §4)', () => {
  it('gift false: the recipient fields are copied from the own details (and no message goes along)', () => {
    const copied = withCopies(draft({ amount: 25, ...own, ...recipient, message: 'Hoi' }));
    expect(copied).toMatchObject({ gift_first_name: 'Els', gift_last_name: 'Visser', gift_email: 'els@example.nl', message: '' });
  });

  it('gift true: the own details are never filled from the recipient (the recipient is not the buyer)', () => {
    expect(withCopies(draft({ gift: true, ...recipient }))).toMatchObject({ first_name: '', last_name: '', email: '' });
  });

  it('the payload is the copied order', () => {
    expect(toPayload(draft({ amount: 50, gift: true, ...own, ...recipient, message: 'Veel plezier', terms: true }))).toEqual({
      amount: 50,
      gift: true,
      ...own,
      ...recipient,
      message: 'Veel plezier',
    });
  });
});

describe('amounts and header (spec §9, §2)', () => {
  it('uses the CMS options, else 25, 50, 100, 175, 275', () => {
    expect(offeredAmounts([])).toEqual(AMOUNTS);
    expect(offeredAmounts(undefined)).toEqual(AMOUNTS);
    expect(offeredAmounts([{ amount: 20 }, { amount: 40 }])).toEqual([20, 40]);
  });

  it("says 'Prijs van € 25,00 tot € 275,00' (the buttons' money format) by default, else the first and last option", () => {
    expect(priceRange(undefined)).toBe('Prijs van €\u00a025,00 tot €\u00a0275,00');
    expect(priceRange([{ amount: 20 }, { amount: 40 }, { amount: 300 }])).toBe('Prijs van €\u00a020,00 tot €\u00a0300,00');
  });
});
