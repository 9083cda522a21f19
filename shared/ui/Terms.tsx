import { nl } from '../nl';

/**
 * The terms checkbox of a checkout, linking to the general terms and the privacy policy (spec §2
 * "Order step 3" and "Gift card screens"); both links open in a new window so nothing typed is lost.
 */
export function Terms({
  id,
  className,
  accepted,
  onChange,
}: {
  id: string;
  className: string;
  accepted: boolean;
  onChange: (accepted: boolean) => void;
}) {
  return (
    <div className={className}>
      <input id={id} type="checkbox" required aria-required="true" checked={accepted} onChange={(e) => onChange(e.target.checked)} />
      <label htmlFor={id}>
        {nl.terms.before}
        <a href="/algemene-voorwaarden" target="_blank" rel="noopener">
          {nl.terms.terms}
          <span className="sport-visually-hidden"> {nl.terms.newWindow}</span>
        </a>
        {nl.terms.between}
        <a href="/privacybeleid" target="_blank" rel="noopener">
          {nl.terms.privacy}
          <span className="sport-visually-hidden"> {nl.terms.newWindow}</span>
        </a>
        {nl.terms.after}
      </label>
    </div>
  );
}
