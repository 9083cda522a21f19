import { ErrorBox } from '../../../../shared/ui/MessageBox';
import { Spinner } from '../../../../shared/ui/Spinner';
import { nlMore } from './nl-more';
import type { Load } from './use-load';

/** The loading and failed states every screen shares: a spinner, or the Dutch error and 'Opnieuw proberen'. */
export function Loading({ result, label, retry }: { result: Load<unknown>; label: string; retry: () => void }) {
  if (result.state === 'loading') return <Spinner label={label} />;
  if (result.state !== 'failed') return null;
  return (
    <div className="sport-staff-more__failed">
      <ErrorBox messages={result.errors} focus />
      <button type="button" className="sport-button" onClick={retry}>
        {nlMore.retry}
      </button>
    </div>
  );
}
