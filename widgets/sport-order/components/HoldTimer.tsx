import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $cart, keepPlaces } from '../../../shared/stores/cart';
import { formatMoment } from '../../../shared/format';
import { nl } from '../nl';

/** When the live region speaks: 5 and 1 minutes before the hold ends (WCAG 2.2.1: warn before time runs out). */
const WARN_AT_MS = [5 * 60_000, 60_000] as const;
/** Below an hour the box also shows the minutes left; a waiting-list offer held for a day shows only its moment. */
const SHOW_MINUTES_BELOW_MS = 60 * 60_000;

/** Re-renders every second while there is a hold to count down to. */
function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

/** 0: more than 5 minutes left, 1: at most 5, 2: at most 1, 3: over. */
function stageOf(left: number): number {
  return left <= 0 ? 3 : left <= WARN_AT_MS[1] ? 2 : left <= WARN_AT_MS[0] ? 1 : 0;
}

/**
 * What the live region says: only a change (a warning moment passed while the page was open, the places
 * kept longer), never the box's own sentence again, and nothing at the first paint, where a stale '5
 * minutes' would be read out whatever time is really left.
 */
function useAnnouncement(stage: number, end: string | null): [string, (text: string) => void] {
  const [said, setSaid] = useState('');
  const seen = useRef<{ stage: number; end: string | null } | null>(null);
  useEffect(() => {
    const before = seen.current;
    seen.current = { stage, end };
    if (before === null || before.end !== end || stage <= before.stage) return;
    setSaid(stage === 3 ? nl.hold.overSaid : stage === 2 ? nl.hold.oneMinuteSaid : nl.hold.fiveMinutesSaid);
  }, [stage, end]);
  return [said, setSaid];
}

/**
 * 'We houden de plekken voor je vast tot 10:42. Nog 12 minuten.' (docs/rules.md "Held places"), with one
 * button for another hold period while the hold runs. Without `hold_expires_at` in the cart answer (an API
 * without held places) nothing shows.
 */
export function HoldTimer() {
  const end = useStore($cart).meta.hold_expires_at ?? null;
  const now = useNow(end !== null);
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const left = end ? Date.parse(end) - now : 0;
  const [said, setSaid] = useAnnouncement(stageOf(left), end);
  if (!end) return null;
  // with its day when the hold ends on another day (a waiting-list offer is held for a day)
  const time = formatMoment(end, now);
  const minutes = Math.ceil(left / 60_000);

  const keep = async () => {
    setBusy(true);
    setErrors([]);
    const ok = await keepPlaces({ onError: setErrors });
    setBusy(false);
    if (ok && $cart.get().meta.hold_expires_at) setSaid(nl.hold.kept);
  };

  return (
    <div className="sport-order__hold">
      {left > 0 ? (
        <p className="sport-order__hold-time">
          <span>{nl.hold.until(time)}</span>
          {left < SHOW_MINUTES_BELOW_MS ? <span className="sport-order__hold-left"> {nl.hold.minutesLeft(minutes)}</span> : null}
        </p>
      ) : (
        <p className="sport-order__hold-time">{nl.hold.over}</p>
      )}
      <p className="sport-visually-hidden" role="status" aria-live="polite">
        {said}
      </p>
      {/* a hold that ran out cannot be kept longer: the places may be gone, step 1 says so on the next change */}
      {left > 0 ? (
        <button type="button" className="sport-button" onClick={() => void keep()} disabled={busy} aria-busy={busy}>
          {nl.hold.keep}
        </button>
      ) : null}
      {errors.length ? (
        <p className="sport-order__hold-error" role="alert">
          {errors.join(' ')}
        </p>
      ) : null}
    </div>
  );
}
