import { nl } from '../nl';

/** The terms checkbox, linking to the general terms and the privacy policy (spec §2 "Order step 3"). */
export function Terms({ accepted, onChange }: { accepted: boolean; onChange: (accepted: boolean) => void }) {
  return (
    <div className="sport-order__terms">
      <input id="sport-order-terms" type="checkbox" required aria-required="true" checked={accepted} onChange={(e) => onChange(e.target.checked)} />
      <label htmlFor="sport-order-terms">
        {nl.summary.termsBefore}
        <a href="/algemene-voorwaarden" target="_blank" rel="noopener">
          {nl.summary.terms}
          <span className="sport-visually-hidden"> {nl.summary.newWindow}</span>
        </a>
        {nl.summary.termsBetween}
        <a href="/privacy" target="_blank" rel="noopener">
          {nl.summary.privacy}
          <span className="sport-visually-hidden"> {nl.summary.newWindow}</span>
        </a>
        {nl.summary.termsAfter}
      </label>
    </div>
  );
}
