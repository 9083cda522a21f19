import { Link } from '../../../shared/ui/Link';
import { nl } from '../nl';
import { pathTo } from '../../../shared/routes';

export type Step = 'participants' | 'extras' | 'summary';

const STEPS: readonly { step: Step; label: string; path: string }[] = [
  { step: 'participants', label: nl.steps.participants, path: '' },
  { step: 'extras', label: nl.steps.extras, path: '/extras' },
  { step: 'summary', label: nl.steps.summary, path: '/summary' },
];

/** Where the parent is in the order (spec §4 "Order flow"); earlier steps are links back. */
export function StepIndicator({ slug, step }: { slug: string; step: Step }) {
  const current = STEPS.findIndex((s) => s.step === step);
  const base = pathTo('orderParticipants', { slug });
  return (
    <nav className="sport-order__progress" aria-label={nl.steps.label}>
      <ol>
        {STEPS.map((s, index) => (
          <li key={s.step} className={index === current ? 'is-current' : index < current ? 'is-done' : undefined}>
            <span className="sport-order__progress-number" aria-hidden="true">
              {index + 1}
            </span>
            {index < current ? (
              <Link href={base + s.path}>{s.label}</Link>
            ) : (
              <span aria-current={index === current ? 'step' : undefined}>{s.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
