import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { navigate } from '../../../shared/router';
import { $error } from '../../../shared/stores/ui';
import { ErrorBox } from '../../../shared/ui/MessageBox';
import { Link } from '../../../shared/ui/Link';
import { Spinner } from '../../../shared/ui/Spinner';
import { isComplete, offeredAmounts } from '../rules';
import { $draft } from '../stores/draft';
import { $giftCardFlow } from '../stores/flow';
import { $result, loadResult } from '../stores/result';
import { nl } from '../nl';
import { CmsHtml } from './CmsHtml';
import { ScreenHeading } from './ScreenHeading';
import { pathTo } from '../../../shared/routes';

/**
 * The success and failed pages (spec §2 "Gift card screens"): the CMS texts, links home and to
 * /cadeaubon. The failed page says whether the payment failed, was canceled or expired, and offers
 * 'Opnieuw betalen' with the details kept (they stay in this tab until paid).
 */
export function ResultPage({ kind, uuid }: { kind: 'success' | 'failed'; uuid: string | undefined }) {
  const result = useStore($result);
  const flow = useStore($giftCardFlow)!;
  const error = useStore($error);
  const draft = useStore($draft);

  useEffect(() => {
    void loadResult(uuid, kind);
  }, [uuid, kind]);
  const unknownSuccess = kind === 'success' && result.status === 'ready' && !result.order;
  useEffect(() => {
    if (unknownSuccess) navigate(pathTo('giftCard'), { replace: true });
  }, [unknownSuccess]);

  if (result.status === 'loading' || unknownSuccess) return <Spinner />;
  const status = result.status === 'ready' ? result.order?.status : undefined;
  const links = (
    <p className="sport-gift-card__actions">
      <a className="sport-button" href="/">
        {nl.result.home}
      </a>
      {kind === 'failed' ? null : (
        <Link className="sport-button" href={pathTo('giftCard')}>
          {nl.result.again}
        </Link>
      )}
    </p>
  );

  if (result.status === 'error') {
    return (
      <div className="sport-gift-card__screen">
        <ErrorBox messages={error.length ? error : [nl.result.loadFailed]} />
        {links}
      </div>
    );
  }

  if (kind === 'success') {
    const text = flow.textSucces;
    const waiting = status === 'open';
    const order = result.order;
    return (
      <div className="sport-gift-card__screen">
        <ScreenHeading>{text?.blockTitle || nl.success.title}</ScreenHeading>
        {waiting ? (
          <p className="sport-gift-card__notice" role="status">
            {nl.success.pending}
          </p>
        ) : (
          <>
            {text?.blockSubTitle ? <p className="sport-gift-card__lead">{text.blockSubTitle}</p> : null}
            {text?.blockText ? <CmsHtml html={text.blockText} /> : <p>{nl.success.mailed}</p>}
            {order?.sent_to ? (
              <p className="sport-gift-card__sent-to">{nl.success.sentTo(order.sent_to.name, order.sent_to.email)}</p>
            ) : null}
            {order?.receipt_to ? <p>{nl.success.receiptTo(order.receipt_to)}</p> : null}
            {order?.number ? (
              <p className="sport-gift-card__number">
                {nl.success.number}: <strong>{order.number}</strong>
              </p>
            ) : null}
            <CmsHtml html={text?.underText} />
          </>
        )}
        {links}
      </div>
    );
  }

  const text = flow.textFailed;
  const canRetry = isComplete(draft, offeredAmounts(flow.giftcardOptions));
  const title = status === 'canceled' ? nl.failed.canceledTitle : text?.blockTitle || nl.failed.title;
  // the CMS text is shown only for a failed payment; it says what happened to the money, so the
  // widget's own line does not say it a second time
  const showCmsText = (status === 'failed' || !status) && Boolean(text?.blockText);
  const explanation =
    status === 'canceled'
      ? nl.failed.canceled
      : status === 'expired'
        ? nl.failed.expired
        : status === 'open'
          ? nl.failed.open
          : showCmsText
            ? nl.failed.failedShort
            : nl.failed.failed;
  return (
    <div className="sport-gift-card__screen">
      <ScreenHeading>{title}</ScreenHeading>
      <p className="sport-gift-card__lead" role="status">
        {explanation}
      </p>
      {showCmsText ? <CmsHtml html={text?.blockText} /> : null}
      <CmsHtml html={text?.underText} />
      <p className="sport-gift-card__actions">
        <Link className="sport-button sport-button--primary" href={canRetry ? pathTo('giftCardSummary') : pathTo('giftCard')}>
          {canRetry ? nl.failed.payAgain : nl.result.backToForm}
        </Link>
        {canRetry ? (
          <Link className="sport-button" href={pathTo('giftCard')}>
            {nl.result.backToForm}
          </Link>
        ) : null}
        <a className="sport-button" href="/">
          {nl.result.home}
        </a>
      </p>
    </div>
  );
}
