import { useId, useMemo, useState } from 'react';
import { atom } from 'nanostores';
import { useStore } from '@nanostores/react';
import { stockOf, type Stock } from './stores/stock';
import { signupState } from './signup-button';
import { OPEN_CLASS, readSignup } from './fallback';
import { nl } from './nl';
import { useServerNow } from '../../shared/sales-opening';
import { SalesNotice } from '../../shared/ui/SalesNotice';
import { shopPageUrl } from '../../shared/config';
import { pathTo } from '../../shared/routes';

export interface SportEventSignupProps {
  eventUuid?: string;
  slug?: string;
  /** spec §3 `ended`: the CMS (or the end date) says the event is over; then no stock is asked. */
  ended?: boolean;
  /** The custom element itself (r2wc passes it): its server-rendered block is read before the first render. */
  container?: HTMLElement;
}

const noStock = atom<Stock>({ status: 'loading' });

/**
 * <sport-event-signup event-uuid slug ended> (spec §2 "Event sign-up block", §4 "Event sign-up button"):
 * 'EUR {price} per kind' as the server rendered it and one button that follows the live stock.
 */
export function SportEventSignup({ eventUuid, slug, ended = false, container }: SportEventSignupProps) {
  const [fallback] = useState(() => readSignup(container));
  const store = useMemo(() => (ended || !eventUuid ? noStock : stockOf(eventUuid)), [ended, eventUuid]);
  const stock = useStore(store);
  const reasonId = useId();
  // ticks on the server's time until sign-up opens, and turns the button live at the moment itself
  const serverNow = useServerNow(stock.status === 'loaded' ? (stock.opening ?? null) : null);
  // Without an event uuid nothing can be checked: the server's block stays as it was.
  const state = signupState(ended, eventUuid || ended ? stock : { status: 'loading' }, serverNow);
  const { labels } = fallback;

  // the order steps on the shop's own pages, unless this site holds them (shared/config.ts shopPagesOrigin).
  // Worked out from the API address only once that address has answered: while the places are unknown a
  // wrong address (an editor's typo in sport-shop:api) would send the link there too, so the server's own
  // link stays (docs/rules.md "Never sold out on an unknown").
  const computed = slug ? shopPageUrl(pathTo('orderParticipants', { slug })) : null;
  const href = stock.status === 'loaded' ? (computed ?? fallback.serverHref) : (fallback.serverHref ?? computed);
  const open = state.kind === 'open' || (state.kind === 'checking' && fallback.serverOpen);
  // the order page of a sold-out event offers its waiting list; without a slug there is no page to go to
  const waitingList = state.kind === 'soldOut' && state.waitingList === true && Boolean(slug);
  const label =
    state.kind === 'ended'
      ? labels.ended
      : state.kind === 'soldOut'
        ? labels.sold_out
        : state.kind === 'open'
          ? labels.sign_up
          : fallback.serverLabel || labels.sign_up;
  const why = state.kind === 'ended' ? nl.why.ended : state.kind === 'soldOut' && !waitingList ? nl.why.soldOut : null;
  const note = state.kind === 'open' && state.placesLeft !== null ? nl.placesLeft(state.placesLeft) : null;

  return (
    <div className={fallback.className}>
      {fallback.price ? <p className={fallback.priceClassName}>{fallback.price}</p> : null}
      <div className="sport-event-signup__action">
        {open && href ? (
          <a className={`${fallback.buttonClassName} ${OPEN_CLASS}`} href={href}>
            {label}
          </a>
        ) : waitingList && href ? (
          <a className={`${fallback.buttonClassName} sport-event-signup__waiting`} href={href}>
            {nl.waitingList}
          </a>
        ) : (
          <button
            type="button"
            className={fallback.buttonClassName}
            disabled
            aria-describedby={why || state.kind === 'notYet' ? reasonId : undefined}
          >
            {label}
          </button>
        )}
        {note ? <p className="sport-event-signup__places">{note}</p> : null}
        {state.kind === 'notYet' ? (
          <SalesNotice id={reasonId} opensAt={state.opensAt} now={serverNow} className="sport-event-signup__opens" />
        ) : null}
        {why ? (
          <span id={reasonId} className="sport-visually-hidden">
            {why}
          </span>
        ) : null}
      </div>
    </div>
  );
}
