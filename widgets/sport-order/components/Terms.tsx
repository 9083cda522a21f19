import { Terms as TermsCheckbox } from '../../../shared/ui/Terms';

/** The order summary's terms checkbox (spec §2 "Order step 3"). */
export function Terms({ accepted, onChange }: { accepted: boolean; onChange: (accepted: boolean) => void }) {
  return <TermsCheckbox id="sport-order-terms" className="sport-order__terms" accepted={accepted} onChange={onChange} />;
}
