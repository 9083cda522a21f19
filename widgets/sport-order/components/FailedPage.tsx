import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { Link } from '../../../shared/ui/Link';
import { Spinner } from '../../../shared/ui/Spinner';
import { GeneralError } from './GeneralError';
import { RichText } from '../../../shared/ui/RichText';
import { StepHeading } from './StepHeading';
import { $orderFlow } from '../stores/order-texts';
import { $orderResult, loadOrderResult } from '../stores/result';
import { nl } from '../nl';
import { pathTo } from '../../../shared/routes';

/**
 * The failed page (spec §2 "Success and failed pages"): the CMS text, 'Terug naar home' and a link back
 * to the event. The server keeps the cart until it is paid, so the parent can try again from there.
 */
export function FailedPage({ orderId }: { orderId: string | undefined }) {
  const result = useStore($orderResult);
  const flow = useStore($orderFlow);

  useEffect(() => {
    void loadOrderResult(orderId, 'failed');
  }, [orderId]);

  if (result.status === 'loading' || result.status === 'gone' || flow === undefined) return <Spinner />;
  const event = result.status === 'ready' ? result.event : null;
  const text = flow.textFailed;
  if (result.status === 'ready' && result.order?.status === 'refund_needed') {
    return (
      <div className="sport-order__result">
        <StepHeading title={nl.pageTitles.failed}>{nl.failed.refundTitle}</StepHeading>
        <p className="sport-order__notice" role="status">
          {nl.failed.refund}
        </p>
        <p className="sport-order__actions">
          <a className="sport-button" href="/">
            {nl.failed.home}
          </a>
        </p>
      </div>
    );
  }
  const status = result.status === 'ready' ? result.order?.status : undefined;
  // a parent who canceled did nothing wrong: say what happened, not 'Er ging iets mis'
  const canceled = status === 'canceled';
  const slug = event ? encodeURIComponent(event.slug) : '';
  return (
    <div className="sport-order__result">
      <GeneralError />
      <StepHeading title={nl.pageTitles.failed}>{canceled ? nl.failed.canceledTitle : text?.blockTitle || nl.failed.title}</StepHeading>
      {canceled ? (
        <p className="sport-order__lead">{nl.failed.canceled}</p>
      ) : text?.blockSubTitle ? (
        <p className="sport-order__lead">{text.blockSubTitle}</p>
      ) : null}
      {status === 'expired' ? <p className="sport-order__notice">{nl.failed.expired}</p> : null}
      {canceled ? null : <RichText html={text?.blockText} />}
      <RichText html={text?.underText} className="sport-order__under-text" />
      <p className="sport-order__actions">
        {event ? (
          <>
            {/* the server keeps the cart after a failed payment: straight back to the summary, the terms still accepted (terms-memory.ts) */}
            <Link className="sport-button sport-button--primary" href={pathTo('orderSummary', { slug })}>
              {nl.failed.payAgain}
            </Link>
            <Link className="sport-button" href={pathTo('orderParticipants', { slug })}>
              {nl.failed.backToEvent}
            </Link>
          </>
        ) : (
          <a className="sport-button sport-button--primary" href={pathTo('events')}>
            {nl.failed.backToEvents}
          </a>
        )}
        <a className="sport-button" href="/">
          {nl.failed.home}
        </a>
      </p>
    </div>
  );
}
