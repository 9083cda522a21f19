import { useRef, useState } from 'react';
import { formatDate, formatTime } from '../../../../shared/format';
import { ErrorBox } from '../../../../shared/ui/MessageBox';
import { readFailure } from '../../../../shared/errors';
import { getLog, type AuditEntry, type AuditPage } from './api-more';
import { Loading } from './Loading';
import { actionLabel, actorLabel, describe } from './log-lines';
import { nlMore } from './nl-more';
import { useLoad } from './use-load';

const t = nlMore.log;

/**
 * /beheer/logboek (docs/rules.md "Back office"): who did what and when, newest first, read only. The
 * API gives 50 a page; 'Meer laden' adds the next page below.
 */
export function Log(_props: { params: Record<string, string> }) {
  const { result, reload } = useLoad(() => getLog(1), 'log');
  return (
    <div className="sport-staff-more sport-staff-log">
      <h1>{t.title}</h1>
      <Loading result={result} label={t.loading} retry={() => void reload()} />
      {result.state === 'ready' ? <Entries first={result.data} /> : null}
    </div>
  );
}

function Entries({ first }: { first: AuditPage }) {
  const [entries, setEntries] = useState<AuditEntry[]>(first.entries);
  const [page, setPage] = useState(1);
  const [total, setTotal] = useState(first.total);
  const [loading, setLoading] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const list = useRef<HTMLOListElement>(null);

  async function more() {
    if (loading) return;
    setLoading(true);
    setErrors([]);
    const shown = entries.length;
    try {
      const next = await getLog(page + 1);
      // what was logged meanwhile pushed older lines down a page: those already shown are not shown twice
      const known = new Set(entries.map((entry) => entry.id));
      setEntries([...entries, ...next.entries.filter((entry) => !known.has(entry.id))]);
      setPage(next.page);
      setTotal(next.total);
      // the focus goes to the first new line, so the keyboard reads on where the list grew
      requestAnimationFrame(() => list.current?.querySelectorAll<HTMLElement>('li')[shown]?.focus());
    } catch (error) {
      setErrors((await readFailure(error)).messages);
    } finally {
      setLoading(false);
    }
  }

  if (!entries.length) return <p className="sport-empty">{t.none}</p>;
  const hasMore = page * first.per_page < total;
  return (
    <>
      <ol ref={list} className="sport-staff-log__list">
        {entries.map((entry) => (
          <li key={entry.id} className="sport-staff-log__entry" tabIndex={-1}>
            <span className="sport-staff-log__when">
              <span className="sport-visually-hidden">{t.when}: </span>
              <time dateTime={entry.at}>{`${formatDate(entry.at)} ${formatTime(entry.at)}`}</time>
            </span>
            <span className="sport-staff-log__who">
              <span className="sport-visually-hidden">{t.who}: </span>
              {actorLabel(entry.actor)}
            </span>
            <span className="sport-staff-log__what">
              <strong>{actionLabel(entry.action)}</strong> <span className="sport-staff-log__details">{describe(entry)}</span>
            </span>
          </li>
        ))}
      </ol>
      <p className="sport-staff-log__count">{t.count(entries.length, total)}</p>
      <ErrorBox messages={errors} focus />
      {hasMore ? (
        <button type="button" className="sport-button" aria-busy={loading || undefined} onClick={() => void more()}>
          {loading ? nlMore.log.loading : t.more}
        </button>
      ) : null}
    </>
  );
}
