import { atom, computed, task } from 'nanostores';
import { fetchQuestionsBySlug } from '../../../shared/cms/event-questions';
import type { EventQuestion } from '../../../shared/contract/questions';
import { $orderEvent } from './order-event';

// The event's questions per child (docs/rules.md "Questions per event"), loaded once per event when its
// order pages open. Without them (an event without questions, an older CMS, a failure) there is no
// questions step: the order goes from the extras to the summary as before.

const $loaded = atom<{ slug: string; questions: EventQuestion[] | null } | null>(null);

export function loadEventQuestions(slug: string): Promise<void> {
  if ($loaded.get()?.slug === slug) return Promise.resolve();
  $loaded.set({ slug, questions: null });
  return task(async () => {
    let questions: EventQuestion[] = [];
    try {
      questions = await fetchQuestionsBySlug(slug);
    } catch {
      // an older CMS without questions, or none reachable: no questions step
    }
    if ($loaded.get()?.slug === slug) $loaded.set({ slug, questions });
  });
}

$orderEvent.listen((state) => {
  if (state?.status === 'ready') void loadEventQuestions(state.slug);
});

/** The questions of the open event; null while they load. */
export const $questions = computed([$loaded, $orderEvent], (loaded, state) =>
  state && loaded?.slug === state.slug ? loaded.questions : null,
);

export function resetQuestions(): void {
  $loaded.set(null);
}
