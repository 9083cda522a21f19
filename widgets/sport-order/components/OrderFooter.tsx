import { useId } from 'react';
import type { CmsEvent } from '../../../shared/cms/event';
import { formatDateRange, formatMoney } from '../../../shared/format';
import { nl as common } from '../../../shared/nl';
import { nl } from '../nl';
import { HintedSubmit } from '../../../shared/ui/HintedSubmit';

interface OrderFooterProps {
  event: CmsEvent;
  total: string;
  /** why 'Verder' is disabled; null when it is enabled */
  hint: string | null;
  busy?: boolean;
  label?: string;
}

/**
 * The footer of the order steps (spec §2 "Order step 1"): event title and subtitle, participantsAge,
 * date, the cart total and 'Verder' (a submit button of the step's form), with the reason when disabled.
 * Below 760 px the total and 'Verder' are a bar that sticks to the bottom of the screen.
 */
export function OrderFooter({ event, total, hint, busy = false, label = common.next }: OrderFooterProps) {
  const hintId = useId();
  return (
    <div className="sport-order__footer" role="group" aria-label={nl.footer.label}>
      <div className="sport-order__footer-event">
        <p className="sport-order__footer-title">{event.title}</p>
        {event.subtitle ? <p>{event.subtitle}</p> : null}
        <p className="sport-order__footer-meta">
          {event.participantsAge ? <span>{nl.footer.age(event.participantsAge)}</span> : null}
          <span>{formatDateRange(event.startDate, event.endDate)}</span>
        </p>
      </div>
      {/* on a phone the total and 'Verder' stay in sight at the bottom of the screen (styles.css) */}
      <div className="sport-order__footer-bar">
        <p className="sport-order__footer-total">
          <span>{nl.footer.total}</span> <strong>{formatMoney(total)}</strong>
        </p>
        <div className="sport-order__footer-action">
          <HintedSubmit hintId={hintId} hint={hint} busy={busy} hintClassName="sport-order__hint">
            {label}
          </HintedSubmit>
        </div>
      </div>
    </div>
  );
}
