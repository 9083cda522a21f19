import { useState } from 'react';
import type { Participant, ParticipantList } from '../../../shared/contract/staff';
import { formatDateRange } from '../../../shared/format';
import { pathTo } from '../../../shared/routes';
import { Link } from '../../../shared/ui/Link';
import { ErrorBox } from '../../../shared/ui/MessageBox';
import { Spinner } from '../../../shared/ui/Spinner';
import { exportUrl, getParticipants } from '../api';
import { feedbackOpen, filterParticipants, shirtTally } from '../rules';
import { MORE_SCREENS } from '../screens/more/index';
import { nl } from '../nl';
import { FeedbackEditor } from './FeedbackEditor';
import { ParticipantTable } from './ParticipantTable';
import { SearchFilter } from './SearchFilter';
import { useParticipantsPoll } from './use-participants-poll';
import { useStaffData } from './use-staff-data';

const t = nl.participants;

/**
 * Deelnemers: one row per ticket (docs/rules.md "Back office"). The medical fields are asked for only
 * after "Toon medische gegevens": that call (?medical=1) is what the server logs.
 */
export function Participants({ uuid }: { uuid: string }) {
  const [medical, setMedical] = useState(false);
  // a saved feedback changes the row without a new call
  const [edited, setEdited] = useState<Record<string, Pick<Participant, 'feedback_text' | 'trainer_id'>>>({});
  const list = useStaffData(() => getParticipants(uuid, { medical }), `${uuid}|${medical}`);
  const data = useParticipantsPoll(uuid, medical, list.data);
  const [writing, setWriting] = useState<Participant | null>(null);

  // one heading from the first render on, so a client-side move focuses it (shared/page-change.ts)
  const event = data?.event;
  if (!data || !event) {
    return (
      <section className="sport-staff__participants">
        <h1>{t.heading}</h1>
        {list.loading ? <Spinner /> : <ErrorBox messages={list.errors} />}
      </section>
    );
  }
  const rows = data.participants.map((p) => ({ ...p, ...edited[p.ticket_uuid] }));
  const Places = MORE_SCREENS.places;

  return (
    <section className="sport-staff__participants">
      <h1>{t.title(event.title)}</h1>
      <p className="sport-staff__muted">
        {formatDateRange(event.start_date, event.end_date)} · {t.summary(data.total, data.present)}
      </p>
      <p className="sport-staff__no-print">
        <Link href={pathTo('staffOverview')}>{t.back}</Link>
      </p>
      <ErrorBox messages={list.errors} />
      <div className="sport-staff__actions sport-staff__no-print">
        <Link className="sport-button sport-button--primary" href={pathTo('staffCheckIn', { uuid })}>
          {t.checkIn}
        </Link>
        <button type="button" className="sport-button" aria-pressed={medical} onClick={() => setMedical(!medical)}>
          {medical ? t.hideMedical : t.showMedical}
        </button>
        <a className="sport-button" href={exportUrl(uuid, 'csv')} download>
          {t.exportCsv}
        </a>
        <a className="sport-button" href={exportUrl(uuid, 'xlsx')} download>
          {t.exportXlsx}
        </a>
        <button type="button" className="sport-button" onClick={() => window.print()}>
          {t.print}
        </button>
      </div>
      <p className="sport-staff__muted sport-staff__no-print">{t.medicalLogged}</p>
      <Shirts sizes={data.shirt_sizes} />
      <FilteredTable rows={rows} medical={data.medical} onFeedback={feedbackOpen(event) ? setWriting : undefined} />
      {writing ? (
        <FeedbackEditor
          key={writing.ticket_uuid}
          participant={writing}
          onClose={() => setWriting(null)}
          onSaved={(ticket, saved) => setEdited((all) => ({ ...all, [ticket]: saved }))}
        />
      ) : null}
      <section className="sport-staff__no-print" aria-labelledby="sport-staff-places">
        <h2 id="sport-staff-places">{t.places}</h2>
        <Places params={{ eventUuid: uuid }} />
      </section>
    </section>
  );
}

function Shirts({ sizes }: { sizes: ParticipantList['shirt_sizes'] }) {
  return (
    <p className="sport-staff__shirts">
      <strong>{t.shirts}:</strong> {sizes.length ? shirtTally(sizes) : t.noShirts}
    </p>
  );
}

interface FilteredTableProps {
  rows: Participant[];
  medical: boolean;
  onFeedback?: (row: Participant) => void;
}

function FilteredTable({ rows, medical, onFeedback }: FilteredTableProps) {
  const [query, setQuery] = useState('');
  const shown = filterParticipants(rows, query);
  return (
    <>
      <SearchFilter label={t.filter} value={query} onChange={setQuery} className="sport-staff__filter sport-staff__no-print" />
      {shown.length ? <ParticipantTable rows={shown} medical={medical} onFeedback={onFeedback} /> : <p>{t.none}</p>}
    </>
  );
}
