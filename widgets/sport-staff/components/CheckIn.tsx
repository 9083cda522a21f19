import { useEffect, useId, useState } from 'react';
import { useStore } from '@nanostores/react';
import { pathTo } from '../../../shared/routes';
import { formatTime } from '../../../shared/format';
import { Link } from '../../../shared/ui/Link';
import { ErrorBox } from '../../../shared/ui/MessageBox';
import { Spinner } from '../../../shared/ui/Spinner';
import { $checkIn, closeCheckIn, openCheckIn, tap } from '../stores/check-in';
import { childName, matches } from '../rules';
import { nl } from '../nl';
import { SearchFilter } from './SearchFilter';

/**
 * Aanwezig: the phone list of the first morning (docs/rules.md "Back office"). One big button per child
 * (at least 44 px high, WCAG 2.2 "Target size"), pressed = present; typing a few letters narrows it.
 */
export function CheckIn({ uuid }: { uuid: string }) {
  useEffect(() => {
    void openCheckIn(uuid);
    return closeCheckIn;
  }, [uuid]);
  const { event, rows, queue, errors, loading } = useStore($checkIn);
  const [query, setQuery] = useState('');
  const titleId = useId();
  const shown = rows.filter((r) => matches(query, childName(r)));
  const present = rows.filter((r) => r.present).length;

  return (
    <section className="sport-staff__check-in" aria-labelledby={titleId}>
      <h1 id={titleId}>{nl.checkIn.title(event?.title ?? '')}</h1>
      <p>
        <Link href={pathTo('staffParticipants', { uuid })}>{nl.checkIn.back}</Link>
      </p>
      <ErrorBox messages={errors} />
      <SearchFilter label={nl.checkIn.filter} hint={nl.checkIn.filterHint} value={query} onChange={setQuery} />
      <p className="sport-staff__count">{nl.checkIn.count(present, rows.length)}</p>
      <p role="status" className="sport-staff__queue">
        {queue.length ? nl.checkIn.queuedCount(queue.length) : ''}
      </p>
      {loading && !rows.length ? <Spinner /> : null}
      {!loading && !shown.length ? <p>{nl.checkIn.none}</p> : null}
      <ul className="sport-staff__check-list">
        {shown.map((row) => {
          const waiting = queue.some((t) => t.ticket === row.ticket_uuid);
          return (
            <li key={row.ticket_uuid}>
              <button
                type="button"
                className={`sport-staff__child${row.present ? ' sport-staff__child--present' : ''}`}
                aria-pressed={row.present}
                onClick={() => void tap(row.ticket_uuid)}
              >
                <span className="sport-staff__child-name">
                  {/* a mark to see, not to hear: aria-pressed says it (and keeps the button's name the child's) */}
                  {row.present ? (
                    <span className="sport-staff__check" aria-hidden="true">
                      ✓{' '}
                    </span>
                  ) : null}
                  {childName(row)}
                </span>
                <span className="sport-staff__child-state">
                  {row.present && row.present_at ? nl.checkIn.present(formatTime(row.present_at)) : nl.checkIn.absent}
                </span>
                {waiting ? <span className="sport-staff__child-waiting">{nl.checkIn.queued}</span> : null}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
