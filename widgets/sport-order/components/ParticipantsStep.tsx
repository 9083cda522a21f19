import type { FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { CmsEvent } from '../../../shared/cms/event';
import { $cart } from '../../../shared/stores/cart';
import { $profiles } from '../../../shared/stores/profiles';
import { navigate } from '../../../shared/router';
import { GeneralError } from './GeneralError';
import { NewChildRows } from './NewChildRows';
import { OrderFooter } from './OrderFooter';
import { StepHeading } from './StepHeading';
import { TextCards } from '../../../shared/ui/TextCards';
import { ChildChoice } from './ChildChoice';
import { WaitingListPanel } from './WaitingListPanel';
import { $fullNow, checkFullNow } from '../stores/full-now';
import { $childErrors, $pendingChildren, toggleChild } from '../stores/participants';
import { $newChildren, $savingChildren, participantsNextBlock, saveNewChildren } from '../stores/new-children';
import { $orderFlow } from '../stores/order-texts';
import { $registeredChildren, $salesOpening } from '../stores/order-event';
import { useServerNow } from '../../../shared/sales-opening';
import { SalesNotice } from '../../../shared/ui/SalesNotice';
import { $checkoutExtras } from '../stores/checkout-extras';
import { ageWarning } from '../age';
import { formatDayAndTime, formatMoney, parseAmount } from '../../../shared/format';
import { nl as common } from '../../../shared/nl';
import { nl } from '../nl';
import { pathTo } from '../../../shared/routes';

/** Step 1 'Wie gaan er mee?' (spec §2): existing children by checkbox, new children by rows of name and birth date. */
export function ParticipantsStep({ event }: { event: CmsEvent }) {
  const cart = useStore($cart);
  const profiles = useStore($profiles);
  const rows = useStore($newChildren);
  const saving = useStore($savingChildren);
  const flow = useStore($orderFlow);
  const pending = useStore($pendingChildren);
  const childErrors = useStore($childErrors);
  const registered = useStore($registeredChildren);
  const extras = useStore($checkoutExtras);
  // before sign-up opens (docs/rules.md "Sales opening"): the moment with a countdown, no choices until then
  const opening = useStore($salesOpening);
  const serverNow = useServerNow(opening);
  const notYet = opening !== null && serverNow < opening.opensAt;
  const block = participantsNextBlock(rows, cart.items.length, cart.loading || saving);
  // the price per child shows as soon as a child is ticked or typed, and the total follows
  const price = formatMoney(event.price);
  const typedRows = rows.filter((row) => row.first_name.trim() || row.last_name.trim()).length;
  const total = (parseAmount(cart.meta.cart_amount) + typedRows * event.price).toFixed(2);
  const inCart = (profileId: string) => cart.items.some((i) => i.product_id === event.external_id && i.profile_id === profileId);

  const fullNow = useStore($fullNow);
  async function choose(profileId: string, next: boolean) {
    const ok = await toggleChild(event.external_id, profileId, next);
    // refused: was it the last place? then the waiting list is offered right here
    if (!ok && next) await checkFullNow(event.external_id, cart.items.filter((i) => i.product_id === event.external_id).length);
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    // saveNewChildren itself refuses a second run while one is under way ($savingChildren)
    if (block !== null || notYet) return;
    if (await saveNewChildren(event.external_id)) navigate(pathTo('orderExtras', { slug: event.slug }));
  }

  return (
    <form className="sport-order__step" onSubmit={(e) => void onSubmit(e)} noValidate>
      <StepHeading title={`${nl.pageTitles.participants} – ${event.title}`}>{nl.participants.title}</StepHeading>
      {notYet ? <SalesNotice opensAt={opening.opensAt} now={serverNow} className="sport-order__opens" /> : null}
      <fieldset className="sport-order__fieldset" disabled={notYet}>
        <legend>{profiles.length === 0 ? nl.participants.existingNone : nl.participants.existing}</legend>
        {profiles.length === 0 ? (
          <p className="sport-order__muted">{nl.participants.noChildren}</p>
        ) : (
          <ul className="sport-order__choices" aria-busy={cart.loading || undefined}>
            {profiles.map((profile) => {
              const checked = inCart(profile.uuid);
              return (
                <li key={profile.uuid}>
                  <ChildChoice
                    name={`${profile.first_name} ${profile.last_name}`.trim()}
                    checked={checked}
                    // already has a ticket: cannot be chosen again (a child still in the cart can be taken out)
                    registered={registered.includes(profile.uuid) && !checked}
                    pending={pending.includes(profile.uuid)}
                    errors={childErrors[profile.uuid] ?? []}
                    price={price}
                    ageWarning={ageWarning(profile, event, extras)}
                    onChange={(next) => void choose(profile.uuid, next)}
                  />
                </li>
              );
            })}
          </ul>
        )}
      </fieldset>
      {fullNow?.eventUuid === event.external_id ? (
        <WaitingListPanel eventUuid={event.external_id} except={cart.items.map((i) => i.profile_id)} />
      ) : null}
      <NewChildRows rows={rows} price={price} ageWarningOf={(child) => ageWarning(child, event, extras)} />
      {/* the error sits between the choices and 'Verder', where it is seen on a small screen too */}
      <GeneralError />
      <OrderFooter
        event={event}
        total={total}
        hint={notYet ? common.salesOpenFrom(formatDayAndTime(opening.opensAt)) : block ? nl.participants.hint[block] : null}
        busy={block === 'loading'}
      />
      <TextCards cards={flow?.textCards ?? []} block="sport-order" heading="h2" />
    </form>
  );
}
