import { useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { CmsEvent } from '../../../shared/cms/event';
import { $cart, addToCart, removeFromCart } from '../../../shared/stores/cart';
import { $profiles } from '../../../shared/stores/session';
import { navigate } from '../../../shared/router';
import { GeneralError } from './GeneralError';
import { NewChildRows } from './NewChildRows';
import { OrderFooter } from './OrderFooter';
import { StepHeading } from './StepHeading';
import { TextCards } from './TextCards';
import { $newChildren, $orderFlow, $savingChildren, participantsNextBlock, saveNewChildren } from '../stores';
import { nl } from '../nl';

/** Step 1 'Wie gaan er mee?' (spec §2): existing children by checkbox, new children by name rows. */
export function ParticipantsStep({ event }: { event: CmsEvent }) {
  const cart = useStore($cart);
  const profiles = useStore($profiles);
  const rows = useStore($newChildren);
  const saving = useStore($savingChildren);
  const flow = useStore($orderFlow);
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);

  const block = participantsNextBlock(rows, cart.items.length, cart.loading || saving || submitting);
  const inCart = (profileId: string) => cart.items.some((i) => i.product_id === event.external_id && i.profile_id === profileId);

  function toggle(profileId: string, checked: boolean) {
    if (checked) void addToCart([{ product_id: event.external_id, profile_id: profileId, with_shirt: false, shirt_size: 'none' }]);
    else void removeFromCart(event.external_id, profileId);
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (busy.current || block !== null) return;
    busy.current = true;
    setSubmitting(true);
    try {
      if (await saveNewChildren(event.external_id)) navigate(`/order/${encodeURIComponent(event.slug)}/extras`);
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  }

  return (
    <form className="sport-order__step" onSubmit={onSubmit} noValidate>
      <StepHeading>{nl.participants.title}</StepHeading>
      <fieldset className="sport-order__fieldset">
        <legend>{nl.participants.existing}</legend>
        {profiles.length === 0 ? (
          <p className="sport-order__muted">{nl.participants.noChildren}</p>
        ) : (
          <ul className="sport-order__choices">
            {profiles.map((profile) => (
              <li key={profile.uuid}>
                <label className="sport-order__choice">
                  <input type="checkbox" checked={inCart(profile.uuid)} onChange={(e) => toggle(profile.uuid, e.target.checked)} />
                  <span>
                    {profile.first_name} {profile.last_name}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      <NewChildRows rows={rows} />
      {/* the error sits between the choices and 'Verder', where it is seen on a small screen too */}
      <GeneralError />
      <OrderFooter event={event} total={cart.meta.cart_amount} hint={block ? nl.participants.hint[block] : null} busy={block === 'loading'} />
      <TextCards cards={flow?.textCards ?? []} />
    </form>
  );
}
