import { useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { formatMoment } from '../../../shared/format';
import { ErrorBox } from '../../../shared/ui/MessageBox';
import { $waitingList, leaveWaiting, type WaitingRow } from '../stores/waiting-list';
import { nl } from '../nl';
import { pathTo } from '../../../shared/routes';

const t = nl.waitingList;

/**
 * The dashboard's waiting list (docs/rules.md "Waiting list"): per child its place in line or the
 * offered place with its link, and a button to leave. Nothing while loading or without the API call.
 */
export function WaitingList() {
  const rows = useStore($waitingList);
  const [said, setSaid] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const heading = useRef<HTMLHeadingElement>(null);
  // once shown, the section stays after the last child left: it says so, and the focus has a place to go
  const shown = useRef(false);
  if (rows?.length) shown.current = true;
  if (!shown.current) return null;

  async function leave({ entry }: WaitingRow) {
    const failed = await leaveWaiting(entry);
    setErrors(failed ?? []);
    if (failed) return;
    setSaid(t.left(entry.profile.first_name));
    // the button is gone with its line: the focus goes to the section's heading, not to the page's start
    heading.current?.focus();
  }

  return (
    <section className="sport-dashboard__group" aria-labelledby="sport-dashboard-waiting">
      <h2 id="sport-dashboard-waiting" ref={heading} tabIndex={-1}>
        {t.title}
      </h2>
      {rows?.length ? (
        <ul className="sport-waiting">
          {rows.map((row) => {
            const { entry, event } = row;
            const name = entry.profile.first_name;
            const title = event?.title || t.unknownEvent;
            const offerLink = event?.slug ? pathTo('orderParticipants', { slug: event.slug }, { wachtlijst: entry.uuid }) : null;
            return (
              <li key={entry.uuid} className="sport-waiting__entry">
                <p className="sport-waiting__text">
                  {entry.status === 'offered'
                    ? t.offered(name, title, entry.offer_expires_at ? formatMoment(entry.offer_expires_at) : '')
                    : t.position(name, title, entry.position ?? 1)}
                </p>
                {entry.status === 'offered' && offerLink ? (
                  <a className="sport-button sport-button--primary" href={offerLink}>
                    {t.claim(name)}
                  </a>
                ) : null}
                <button type="button" className="sport-link-button" onClick={() => void leave(row)}>
                  {t.leave}
                  <span className="sport-visually-hidden">{t.leaveOf(name, title)}</span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : (
        <p>{t.none}</p>
      )}
      <p className="sport-visually-hidden" role="status" aria-live="polite">
        {said}
      </p>
      <ErrorBox messages={errors} />
    </section>
  );
}
