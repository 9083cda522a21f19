import { useId, useState } from 'react';
import type { StaffEvent } from '../../../shared/contract/staff';
import { formatDateRange, formatMoney } from '../../../shared/format';
import { pathTo } from '../../../shared/routes';
import { Link } from '../../../shared/ui/Link';
import { ErrorBox } from '../../../shared/ui/MessageBox';
import { Spinner } from '../../../shared/ui/Spinner';
import { getStaffEvents } from '../api';
import { filterEvents } from '../rules';
import { nl } from '../nl';
import { SearchFilter } from './SearchFilter';
import { useStaffData } from './use-staff-data';

const t = nl.overview;

/** Overzicht: every event with its places and sales (docs/rules.md "Back office"); past ones on request. */
export function Overview() {
  const [query, setQuery] = useState('');
  const [showPast, setShowPast] = useState(false);
  const upcoming = useStaffData(() => getStaffEvents(false), 'upcoming');

  return (
    <section className="sport-staff__overview">
      <h1>{t.title}</h1>
      <SearchFilter label={t.filter} hint={t.filterHint} value={query} onChange={setQuery} />
      <label className="sport-staff__toggle">
        <input type="checkbox" checked={showPast} onChange={(e) => setShowPast(e.target.checked)} /> {t.showPast}
      </label>
      <ErrorBox messages={upcoming.errors} />
      <EventTable heading={t.upcoming} events={upcoming.data} loading={upcoming.loading} query={query} />
      {showPast ? <PastEvents query={query} /> : null}
    </section>
  );
}

function PastEvents({ query }: { query: string }) {
  const past = useStaffData(() => getStaffEvents(true), 'past');
  return (
    <>
      <ErrorBox messages={past.errors} />
      <EventTable heading={t.past} events={past.data} loading={past.loading} query={query} />
    </>
  );
}

interface EventTableProps {
  heading: string;
  events: StaffEvent[] | undefined;
  loading: boolean;
  query: string;
}

function EventTable({ heading, events, loading, query }: EventTableProps) {
  const headingId = useId();
  if (!events) return loading ? <Spinner /> : null;
  const shown = filterEvents(events, query);
  return (
    <section aria-labelledby={headingId} className="sport-staff__events">
      <h2 id={headingId}>
        {heading} <span className="sport-staff__muted">({t.count(shown.length)})</span>
      </h2>
      {shown.length ? (
        // a region that scrolls sideways on a phone, reachable with the keyboard (WCAG "Scrollable region")
        <div className="sport-staff__scroll" role="region" aria-label={t.tableLabel(heading)} tabIndex={0}>
          <table className="sport-staff__table">
            <thead>
              <tr>
                <th scope="col">{t.columns.title}</th>
                <th scope="col">{t.columns.date}</th>
                <th scope="col">{t.columns.places}</th>
                <th scope="col">{t.columns.sold}</th>
                <th scope="col">{t.columns.held}</th>
                <th scope="col">{t.columns.free}</th>
                <th scope="col">{t.columns.waiting}</th>
                <th scope="col">{t.columns.revenue}</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((e) => (
                <tr key={e.uuid}>
                  <th scope="row">
                    <Link href={pathTo('staffParticipants', { uuid: e.uuid })}>{e.title}</Link>
                  </th>
                  <td>{formatDateRange(e.start_date, e.end_date)}</td>
                  <td className="sport-staff__number">{e.places}</td>
                  <td className="sport-staff__number">{e.sold}</td>
                  <td className="sport-staff__number">{e.held}</td>
                  <td className="sport-staff__number">{e.free}</td>
                  <td className="sport-staff__number">{e.waiting_list}</td>
                  <td className="sport-staff__number">{formatMoney(e.revenue)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p>{t.none}</p>
      )}
    </section>
  );
}
