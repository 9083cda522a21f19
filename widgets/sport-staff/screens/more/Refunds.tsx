import { useRef, useState } from 'react';
import type { Refund } from '../../../../shared/contract/cancellation';
import { readFailure } from '../../../../shared/errors';
import { formatDate, formatMoney, formatTime } from '../../../../shared/format';
import { ErrorBox } from '../../../../shared/ui/MessageBox';
import { retryRefund } from './api-more';
import { nlMore } from './nl-more';

const t = nlMore.order;

/**
 * The order's refunds (docs/rules.md "Cancellation"): each with where it goes and how it stands; a
 * failed one shows the provider's reason and 'Opnieuw proberen' (a new attempt, sent once however often
 * the button is pressed).
 */
export function Refunds({ refunds, onChange }: { refunds: Refund[]; onChange: (refund: Refund) => void }) {
  const [errors, setErrors] = useState<string[]>([]);
  const [said, setSaid] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const sending = useRef(new Set<string>());
  // refunds no longer failed: a click that lands before the button is gone does nothing
  const settled = useRef(new Set<string>());

  async function retry(refund: Refund) {
    if (sending.current.has(refund.uuid) || settled.current.has(refund.uuid)) return;
    sending.current.add(refund.uuid);
    setBusy(refund.uuid);
    setErrors([]);
    setSaid('');
    try {
      const now = await retryRefund(refund.uuid);
      if (now.status !== 'failed') settled.current.add(refund.uuid);
      onChange(now);
      setSaid(t.retried(formatMoney(now.amount), t.refundStatuses[now.status]));
    } catch (error) {
      setErrors((await readFailure(error)).messages);
    } finally {
      sending.current.delete(refund.uuid);
      setBusy(null);
    }
  }

  return (
    <section className="sport-staff-more__section" aria-labelledby="sport-staff-order-refunds">
      <h3 id="sport-staff-order-refunds">{t.refunds}</h3>
      {refunds.length ? (
        <ul className="sport-staff-order__refunds">
          {refunds.map((refund) => (
            <li key={refund.uuid} className={`sport-staff-order__refund sport-staff-order__refund--${refund.status}`}>
              <span>
                {formatMoney(refund.amount)} {t.refundTo[refund.destination]} · <strong>{t.refundStatuses[refund.status]}</strong> ·{' '}
                {formatDate(refund.created_at)} {formatTime(refund.created_at)}
              </span>
              {refund.reason ? <span className="sport-staff-order__reason">{refund.reason}</span> : null}
              {refund.status === 'failed' ? (
                <>
                  {refund.error ? <span className="sport-staff-order__error">{refund.error}</span> : null}
                  <button
                    type="button"
                    className="sport-button"
                    aria-disabled={busy === refund.uuid || undefined}
                    aria-busy={busy === refund.uuid || undefined}
                    onClick={() => void retry(refund)}
                  >
                    {nlMore.retry}
                    <span className="sport-visually-hidden">{t.retryOf(formatMoney(refund.amount))}</span>
                  </button>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="sport-empty">{t.noRefunds}</p>
      )}
      <ErrorBox messages={errors} focus />
      <p className="sport-staff-more__said" role="status">
        {said}
      </p>
    </section>
  );
}
