import { formatDayAndTime } from '../format';
import { nl } from '../nl';
import { formatCountdown } from '../sales-opening';

/**
 * 'Inschrijven kan vanaf zaterdag 1 maart, 20:00' with a live countdown (docs/rules.md "Sales opening").
 * The countdown is hidden from screen readers: a sentence that changes every second would be read out
 * again and again; the moment itself says it.
 */
export function SalesNotice({ opensAt, now, className, id }: { opensAt: number; now: number; className: string; id?: string }) {
  return (
    <p className={className} id={id}>
      {nl.salesOpenFrom(formatDayAndTime(opensAt))}{' '}
      <span className={`${className}-countdown`} aria-hidden="true">
        ({formatCountdown(opensAt - now)})
      </span>
    </p>
  );
}
