import { nl } from '../nl';

export function Spinner({ label = nl.loading }: { label?: string }) {
  return (
    <div className="sport-spinner" role="status" aria-live="polite">
      <span className="sport-spinner__circle" aria-hidden="true" />
      <span className="sport-visually-hidden">{label}</span>
    </div>
  );
}
