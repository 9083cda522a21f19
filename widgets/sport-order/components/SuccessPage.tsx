import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { parseAmount } from '../../../shared/format';
import { Spinner } from '../../../shared/ui/Spinner';
import { GeneralError } from './GeneralError';
import { RichText } from '../../../shared/ui/RichText';
import { SocialLinks } from './SocialLinks';
import { NextStep, OrderSummaryCard } from './OrderSummaryCard';
import { StepHeading } from './StepHeading';
import { $orderFlow } from '../stores/order-texts';
import { $orderResult, loadOrderResult } from '../stores/result';
import { nl } from '../nl';

/**
 * The success page (spec §2 "Success and failed pages") as the moment it is: the CMS thank-you text, one
 * summary card (event with 'Zet in je agenda', children with their shirt, the amount), ONE primary next
 * step, and the social links when the page around us does not show them already.
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
      <OrderSummaryCard order={order} event={event} waiting={waiting} />
      <NextStep order={order} />
      <RichText html={text?.underText} className="sport-order__under-text" />
      <SocialLinks />
    </div>
  );
}
