import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $cart, keepPlaces } from '../../../shared/stores/cart';
import { formatMoment } from '../../../shared/format';
import { nl } from '../nl';

/** When the live region speaks: 5 and 1 minutes before the hold ends (WCAG 2.2.1: warn before time runs out). */
const WARN_AT_MS = [5 * 60_000, 60_000] as const;

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

/**
 * 'We houden de plekken voor je vast tot 10:42' (docs/rules.md "Held places"), with one button for another
 * hold period. Without `hold_expires_at` in the cart answer (an API without held places) nothing shows.
 * The time is read out only at 5 and 1 minutes left and after the button, not every second.
 */
export function HoldTimer() {
  const end = useStore($cart).meta.hold_expires_at ?? null;
  const now = useNow(end !== null);
  const [said, setSaid] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  if (!end) return null;
  // with its day when the hold ends on another day (a waiting-list offer is held for a day)
  const time = formatMoment(end, now);
  const left = Date.parse(end) - now;
  const warning =
    left <= 0 ? nl.hold.over : left <= WARN_AT_MS[1] ? nl.hold.oneMinute(time) : left <= WARN_AT_MS[0] ? nl.hold.fiveMinutes(time) : '';

  const keep = async () => {
    setBusy(true);
    setErrors([]);
    const ok = await keepPlaces({ onError: setErrors });
    setBusy(false);
    const next = $cart.get().meta.hold_expires_at;
    if (ok && next) setSaid(nl.hold.kept(formatMoment(next)));
  };

  return (
    <div className="sport-order__hold">
      <p className="sport-order__hold-time">{left > 0 ? nl.hold.until(time) : nl.hold.over}</p>
      <p className="sport-visually-hidden" role="status" aria-live="polite">
        {said && left > WARN_AT_MS[0] ? said : warning}
      </p>
      <button type="button" className="sport-button" onClick={() => void keep()} disabled={busy} aria-busy={busy}>
        {nl.hold.keep}
      </button>
      {errors.length ? (
        <p className="sport-order__hold-error" role="alert">
          {errors.join(' ')}
        </p>
      ) : null}
    </div>
  );
}
