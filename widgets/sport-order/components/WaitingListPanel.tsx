import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { WaitingListEntry } from '../../../shared/contract/waiting-list';
import { $profiles } from '../../../shared/stores/profiles';
import { formatMoment } from '../../../shared/format';
import { Checkbox } from '../../../shared/ui/Checkbox';
import { ErrorBox } from '../../../shared/ui/MessageBox';
import { $waitingEntries, joinList, leaveList, loadWaitingEntries } from '../stores/waiting-list';
import { $registeredChildren } from '../stores/order-event';
import { nl } from '../nl';

const t = nl.waitingList;

function entryText(entry: WaitingListEntry): string {
  const name = entry.profile.first_name;
  if (entry.status === 'waiting') return t.position(name, entry.position ?? 1);
  if (entry.status === 'offered') return t.offered(name, entry.offer_expires_at ? formatMoment(entry.offer_expires_at) : '');
  return entry.status === 'claimed' ? t.claimed(name) : t.expired(name);
}

/**
 * The sold-out order page's waiting list (docs/rules.md "Waiting list"): choose children, join, see
 * each child's place in line, leave. Shown only when the stock answer says the API keeps one; also on
 * step 1 when a child was refused because the last place went meanwhile.
 */
export function WaitingListPanel({ eventUuid, except = [] }: { eventUuid: string; except?: readonly string[] }) {
  const profiles = useStore($profiles);
  const registered = useStore($registeredChildren);
  const entries = useStore($waitingEntries);
  const [chosen, setChosen] = useState<string[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const [said, setSaid] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void loadWaitingEntries(eventUuid);
  }, [eventUuid]);

  const waiting = new Set(entries.filter((e) => e.status === 'waiting' || e.status === 'offered').map((e) => e.profile.uuid));
  // `except`: children that have a place already (step 1's cart)
  const choosable = profiles.filter((p) => !registered.includes(p.uuid) && !waiting.has(p.uuid) && !except.includes(p.uuid));

  async function join() {
    if (!chosen.length) return setErrors([t.chooseFirst]);
    setBusy(true);
    const failed = await joinList(eventUuid, chosen);
    setBusy(false);
    setErrors(failed ?? []);
    if (!failed) {
      setChosen([]);
      setSaid(t.joined);
    }
  }

  async function leave(entry: WaitingListEntry) {
    const failed = await leaveList(entry);
    setErrors(failed ?? []);
    if (!failed) setSaid(t.left);
  }

  return (
    <section className="sport-order__waiting" aria-labelledby="sport-order-waiting-title">
      <h2 id="sport-order-waiting-title">{t.title}</h2>
      <p>{t.text}</p>
      {entries.length ? (
        <>
          <h3>{t.yours}</h3>
          <ul className="sport-order__waiting-entries">
            {entries.map((entry) => (
              <li key={entry.uuid}>
                <span>{entryText(entry)}</span>
                {entry.status === 'waiting' || entry.status === 'offered' ? (
                  <button
                    type="button"
                    className="sport-link-button"
                    aria-label={t.leaveLabel(entry.profile.first_name)}
                    onClick={() => void leave(entry)}
                  >
                    {t.leave}
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {profiles.length === 0 ? (
        <p>{t.noChildren}</p>
      ) : choosable.length ? (
        // no <form> of its own: on step 1 the panel sits inside the step's form (forms cannot nest)
        <div className="sport-order__waiting-join">
          <fieldset className="sport-order__fieldset">
            <legend>{t.choose}</legend>
            {choosable.map((p) => (
              <Checkbox
                key={p.uuid}
                name={`waiting-${p.uuid}`}
                label={`${p.first_name} ${p.last_name}`.trim()}
                value={chosen.includes(p.uuid)}
                onChange={(e) => setChosen((now) => (e.target.checked ? [...now, p.uuid] : now.filter((id) => id !== p.uuid)))}
              />
            ))}
          </fieldset>
          <button type="button" className="sport-button sport-button--primary" disabled={busy} aria-busy={busy} onClick={() => void join()}>
            {t.join}
          </button>
        </div>
      ) : null}
      <div aria-live="polite" role="status" className="sport-order__waiting-status">
        {said}
      </div>
      <ErrorBox messages={errors} />
    </section>
  );
}
