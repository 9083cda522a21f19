import { CheckIcon, WarningIcon } from './Icons';
import { nl } from '../nl';

/** spec §2 "Dashboard details": an icon for complete or incomplete, with the text 'Missende gegevens'. */
export function ProfileStatus({ complete }: { complete: boolean }) {
  return complete ? (
    <span className="sport-status sport-status--complete">
      <CheckIcon />
      {nl.status.complete}
    </span>
  ) : (
    <span className="sport-status sport-status--incomplete">
      <WarningIcon />
      {nl.status.incomplete}
    </span>
  );
}
