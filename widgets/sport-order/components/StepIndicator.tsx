import { Link } from '../../../shared/ui/Link';
import { nl } from '../nl';
import { pathTo } from '../../../shared/routes';

export type Step = 'participants' | 'extras' | 'questions' | 'summary';

const STEPS: readonly { step: Step; label: string; path: string }[] = [
  { step: 'participants', label: nl.steps.participants, path: '' },
  { step: 'extras', label: nl.steps.extras, path: '/extras' },
  { step: 'questions', label: nl.steps.questions, path: '/questions' },
  { step: 'summary', label: nl.steps.summary, path: '/summary' },
];

/**
 * Where the parent is in the order (spec §4 "Order flow"); earlier steps are links back. The questions
 * step only for an event with questions (docs/rules.md "Questions per event").
 */
export function StepIndicator({ slug, step, withQuestions = false }: { slug: string; step: Step; withQuestions?: boolean }) {
  const steps = STEPS.filter((s) => s.step !== 'questions' || withQuestions);
  const current = steps.findIndex((s) => s.step === step);
  const base = pathTo('orderParticipants', { slug });
  return (
    <nav className={`sport-order__progress${steps.length > 3 ? ' sport-order__progress--four' : ''}`} aria-label={nl.steps.label}>
      <ol>
        {steps.map((s, index) => (
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
