import { useStore } from '@nanostores/react';
import type { CartItem } from '../../../shared/contract/cart';
import { pathTo } from '../../../shared/routes';
import { Link } from '../../../shared/ui/Link';
import { AnswerList } from '../../../shared/ui/QuestionField';
import { $questions } from '../stores/questions';
import { nl } from '../nl';

/** The summary repeats each child's answers to the event's questions, with a way back to change them (docs/rules.md "Questions per event"). */
export function AnswersSummary({ slug, lines }: { slug: string; lines: { item: CartItem; name: string }[] }) {
  const questions = useStore($questions);
  if (!questions?.length) return null;
  return (
    <section aria-labelledby="sport-order-answers" className="sport-order__answers">
      <h3 id="sport-order-answers">{nl.questions.answers}</h3>
      {lines.map(({ item, name }) => (
        <div key={item.profile_id}>
          <h4>{nl.questions.answersOf(name)}</h4>
          <AnswerList questions={questions} answers={item.answers ?? {}} />
        </div>
      ))}
      <p>
        <Link href={pathTo('orderQuestions', { slug })}>{nl.questions.change}</Link>
      </p>
    </section>
  );
}
