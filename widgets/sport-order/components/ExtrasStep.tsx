import type { FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { CmsEvent } from '../../../shared/cms/event';
import { $cart } from '../../../shared/stores/cart';
import { $profiles } from '../../../shared/stores/profiles';
import { navigate } from '../../../shared/router';
import { GeneralError } from './GeneralError';
import { OrderFooter } from './OrderFooter';
import { ShirtChoice } from './ShirtChoice';
import { ShirtOffer } from './ShirtOffer';
import { StepHeading } from './StepHeading';
import { itemsWithChild } from '../stores/participants';
import { $questions } from '../stores/questions';
import { nl } from '../nl';
import { pathTo } from '../../../shared/routes';

/** Step 2 'Welke extra's wil je bestellen?' (spec §2): a shirt per child, with a size. */
export function ExtrasStep({ event }: { event: CmsEvent }) {
  const cart = useStore($cart);
  const profiles = useStore($profiles);
  const children = itemsWithChild(cart.items, profiles);
  const withoutSize = children
    .filter(({ item }) => item.with_shirt && item.shirt_size === 'none')
    .map(({ name }) => name)
    .filter(Boolean);

  // spec §4: after an add the next page is enabled unless a shirt has no size; never while saving
  // the event's questions decide the next step; while they load 'Verder' waits (docs/rules.md "Questions per event")
  const questions = useStore($questions);
  const hint =
    cart.loading || questions === null ? nl.extras.hint.loading : cart.nextEnabled ? null : nl.extras.hint.missingSize(withoutSize);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (hint === null) navigate(pathTo(questions?.length ? 'orderQuestions' : 'orderSummary', { slug: event.slug }));
  }

  return (
    <form className="sport-order__step" onSubmit={onSubmit} noValidate>
      <StepHeading title={`${nl.pageTitles.extras} – ${event.title}`}>{nl.extras.title}</StepHeading>
      <ShirtOffer event={event} />
      <fieldset className="sport-order__fieldset">
        <legend>{nl.extras.perChild}</legend>
        <ul className="sport-order__choices" aria-busy={cart.loading || undefined}>
          {children.map(({ item, name }) => (
            <li key={item.profile_id}>
              <ShirtChoice item={item} name={name} />
            </li>
          ))}
        </ul>
      </fieldset>
      <GeneralError />
      <OrderFooter event={event} total={cart.meta.cart_amount} hint={hint} busy={cart.loading} />
    </form>
  );
}
