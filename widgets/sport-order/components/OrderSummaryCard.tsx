import type { Order } from '../../../shared/contract/order';
import type { CmsEvent } from '../../../shared/cms/event';
import { missingProfileFields } from '../../../shared/contract/profile';
import { formatDateRange, formatMoney, parseAmount } from '../../../shared/format';
import { CalendarLink } from '../../../shared/ui/CalendarLink';
import { nl } from '../nl';
import { pathTo } from '../../../shared/routes';

const childName = (order: Order['items'][number]) => `${order.profile.first_name} ${order.profile.last_name}`.trim();

/**
 * The success page's one summary card (spec §2 "Success and failed pages"): the event with 'Zet in je
 * agenda', each child with the shirt and its size and whether the details are complete, the order
 * number, the amount and, when the server gives it, what is left on the gift card that paid.
 */
export function OrderSummaryCard({ order, event, waiting }: { order: Order; event: CmsEvent | null; waiting: boolean }) {
  const byGiftCard = order.giftcard_amount !== undefined && parseAmount(order.giftcard_amount) > 0;
  // paid in full by the gift card: no payment of € 0,00 to show
  const allByGiftCard = byGiftCard && parseAmount(order.total_amount) === 0;
  const when = event ? [formatDateRange(event.startDate, event.endDate), event.location].filter(Boolean).join(' · ') : '';
  return (
    <section className="sport-order__card sport-order__summary-card" aria-labelledby="sport-order-success-receipt">
      <h2 id="sport-order-success-receipt">{nl.success.receipt}</h2>
      {event ? (
        <div className="sport-order__summary-event">
          <p className="sport-order__footer-title">{event.title}</p>
          {event.subtitle ? <p>{event.subtitle}</p> : null}
          {when ? <p className="sport-order__muted">{when}</p> : null}
        </div>
      ) : null}
      <section aria-labelledby="sport-order-success-children">
        <h3 id="sport-order-success-children" className="sport-order__card-subtitle">
          {nl.success.children}
        </h3>
        <ul className="sport-order__children">
          {order.items.map((item) => {
            const missing = missingProfileFields(item.profile);
            return (
              <li key={item.profile.uuid} className={missing.length ? 'is-incomplete' : undefined}>
                <p className="sport-order__child-name">{childName(item)}</p>
                <p className="sport-order__muted">
                  {item.with_shirt && item.shirt_size !== 'none' ? nl.success.shirt(item.shirt_size) : nl.success.noShirt}
                </p>
                {missing.length ? (
                  <p className="sport-order__warning">
                    <strong>
                      <span aria-hidden="true">⚠ </span>
                      {nl.success.incomplete}
                    </strong>{' '}
                    {nl.success.missing(missing)}
                  </p>
                ) : (
                  <p className="sport-order__muted">{nl.success.complete}</p>
                )}
              </li>
            );
          })}
        </ul>
      </section>
      <dl className="sport-order__receipt">
        <div>
          <dt>{nl.success.number}</dt>
          <dd>{order.number}</dd>
        </div>
        {byGiftCard ? (
          <div>
            <dt>{nl.success.giftCardPaid}</dt>
            <dd>{formatMoney(order.giftcard_amount!)}</dd>
          </div>
        ) : null}
        {allByGiftCard ? null : (
          <div>
            <dt>{waiting ? nl.success.amountToPay : nl.success.amountPaid}</dt>
            <dd>{formatMoney(order.total_amount)}</dd>
          </div>
        )}
        {order.giftcard_balance !== undefined && !waiting ? (
          <div>
            <dt>{nl.success.giftCardBalance}</dt>
            <dd>{formatMoney(order.giftcard_balance)}</dd>
          </div>
        ) : null}
      </dl>
      <p className="sport-order__calendar">
        <CalendarLink eventUuid={order.event_uuid} title={event?.title} />
      </p>
    </section>
  );
}

/**
 * The page's ONE primary next step: the profile of the first child whose details are missing (the
 * trainers need them before the first day, spec §3), with the others as plain links; otherwise the
 * dashboard, where the parent finds the event and the order again.
 */
export function NextStep({ order }: { order: Order }) {
  const incomplete = order.items.filter((item) => missingProfileFields(item.profile).length > 0);
  const [first, ...others] = incomplete;
  const profileHref = (uuid: string) => pathTo('profile', { uuid });
  return (
    <section className="sport-order__next" aria-labelledby="sport-order-next-step">
      <h2 id="sport-order-next-step">{nl.success.nextTitle}</h2>
      <p>{first ? nl.success.nextIncomplete(first.profile.first_name || childName(first)) : nl.success.nextDashboard}</p>
      <p>
        {/* another page template (the account area): a normal link, docs/architecture.md "Page templates and the router" */}
        <a className="sport-button sport-button--primary" href={first ? profileHref(first.profile.uuid) : pathTo('account')}>
          {first ? nl.success.completeChild(first.profile.first_name || childName(first)) : nl.success.toDashboard}
        </a>
      </p>
      {others.length ? (
        <p>
          {nl.success.alsoComplete}{' '}
          {others.map((item, index) => (
            <span key={item.profile.uuid}>
              {index ? ', ' : null}
              <a href={profileHref(item.profile.uuid)}>{nl.success.completeProfile(childName(item))}</a>
            </span>
          ))}
        </p>
      ) : null}
    </section>
  );
}
