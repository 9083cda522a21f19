import type { Answers } from '../contract/questions';
import { putCartAnswers } from '../api/answers';
import { cartQueue } from './cart';

/**
 * The questions step's answers (docs/rules.md "Questions per event"), in the cart's queue so the cart the
 * store shows is the one the server confirmed. A failure throws: the step shows it by the field.
 */
export async function saveCartAnswers(items: { profile_id: string; answers: Answers }[]): Promise<void> {
  await cartQueue.run(() => putCartAnswers(items));
}
