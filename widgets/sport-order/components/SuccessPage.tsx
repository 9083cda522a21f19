import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { formatDateRange, formatMoney, parseAmount } from '../../../shared/format';
import { Spinner } from '../../../shared/ui/Spinner';
import { GeneralError } from './GeneralError';
import { RichText } from '../../../shared/ui/RichText';
import { SocialLinks } from './SocialLinks';
import { StepHeading } from './StepHeading';
import { $orderFlow } from '../stores/order-texts';
import { $orderResult, loadOrderResult } from '../stores/result';
import { missingProfileFields } from '../../../shared/contract/profile';
import { nl } from '../nl';

/**
 * The success page (spec §2 "Success and failed pages"): the CMS thank-you text, 'Gegevens aanvullen',
 * social links, the event and the children of the order, each with a warning when details are missing.
 * The order uuid is in the address (?order=), so a reload shows the same page.
 */
export function SuccessPage({ orderId }: { orderId: string | undefined }) {
  const result = useStore($orderResult);
  const flow = useStore($orderFlow);

  useEffect(() => {
    void loadOrderResult(orderId, 'success');
  }, [orderId]);

  if (result.status === 'loading' || result.status === 'gone' || flow === undefined) return <Spinner />;
  if (result.status === 'error' || !result.order) {
    return (
      <div className="sport-order__panel">
        <GeneralError />
        <button type="button" className="sport-button sport-button--primary" onClick={() => void loadOrderResult(orderId, 'success')}>
          {nl.retry}
        </button>
      </div>
    );
  }

  const { order, event } = result;
  const text = flow.textSucces;
  const waiting = order.status === 'open' || order.status === 'pending';
  const byGiftCard = order.giftcard_amount !== undefined && parseAmount(order.giftcard_amount) > 0;
  // the CMS text speaks of a payment received; an order the gift card paid in full had none
  const allByGiftCard = byGiftCard && parseAmount(order.total_amount) === 0;
  return (
    <div className="sport-order__result">
      <GeneralError />
      <StepHeading title={nl.pageTitles.success}>{text?.blockTitle || nl.success.title}</StepHeading>
      {text?.blockSubTitle ? <p className="sport-order__lead">{text.blockSubTitle}</p> : null}
      {allByGiftCard ? <p>{nl.success.paidWithGiftCard}</p> : <RichText html={text?.blockText} />}
      {waiting ? (
        <p className="sport-order__notice" role="status">
          {nl.success.pending}
        </p>
      ) : null}
      <section className="sport-order__card" aria-labelledby="sport-order-success-receipt">
        <h2 id="sport-order-success-receipt">{nl.success.receipt}</h2>
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
      </section>
      {event ? (
        <section className="sport-order__card" aria-labelledby="sport-order-success-event">
          <h2 id="sport-order-success-event">{nl.success.event}</h2>
          <p className="sport-order__footer-title">{event.title}</p>
          {event.subtitle ? <p>{event.subtitle}</p> : null}
          <p className="sport-order__muted">{[formatDateRange(event.startDate, event.endDate), event.location].filter(Boolean).join(' · ')}</p>
        </section>
      ) : null}
      <section className="sport-order__card" aria-labelledby="sport-order-success-children">
        <h2 id="sport-order-success-children">{nl.success.children}</h2>
        <ul className="sport-order__children">
          {order.items.map(({ profile, with_shirt, shirt_size }) => {
            const missing = missingProfileFields(profile);
            const name = `${profile.first_name} ${profile.last_name}`.trim();
            return (
              <li key={profile.uuid} className={missing.length ? 'is-incomplete' : undefined}>
                <p className="sport-order__child-name">{name}</p>
                {with_shirt && shirt_size !== 'none' ? <p className="sport-order__muted">{nl.success.shirt(shirt_size)}</p> : null}
                {missing.length ? (
                  <div className="sport-order__warning">
                    <p>
                      <strong>
                        <span aria-hidden="true">⚠ </span>
                        {nl.success.incomplete}
                      </strong>{' '}
                      {nl.success.missing(missing)}
                    </p>
                    <a href={`/account/profiles/${encodeURIComponent(profile.uuid)}`}>{nl.success.completeProfile(name)}</a>
                  </div>
                ) : (
                  <p className="sport-order__muted">{nl.success.complete}</p>
                )}
              </li>
            );
          })}
        </ul>
      </section>
      <RichText html={text?.underText} className="sport-order__under-text" />
      <p>
        <a className="sport-button sport-button--primary" href="/account">
          {nl.success.completeDetails}
        </a>
      </p>
      <SocialLinks />
    </div>
  );
}
