import * as v from 'valibot';
import { MalformedAnswerError } from '../http';

/**
 * Runs a CMS query (POST /graphql) and returns its data checked against `schema` (built from the shapes in
 * shared/contract/cms.ts). A failure throws what the error catalogue (spec §8) reads: a network failure a
 * TypeError, an answer of another shape a MalformedAnswerError (the Dutch 'onleesbaar' message), never a
 * crash further on. The urql client is imported on first use, so it lands in its own chunk.
 */
export async function cmsQuery<S extends v.GenericSchema>(
  query: string,
  variables: Record<string, unknown>,
  schema: S,
): Promise<v.InferOutput<S>> {
  const { cms } = await import('./urql');
  const result = await cms().query<unknown>(query, variables).toPromise();
  if (result.error) {
    if (result.error.networkError) throw new TypeError(result.error.networkError.message);
    throw new Error(result.error.message);
  }
  const checked = v.safeParse(schema, result.data);
  if (!checked.success) throw new MalformedAnswerError(checked.issues);
  return checked.output;
}
