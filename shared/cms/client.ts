/**
 * Runs a CMS query (POST /graphql) and returns its data, throwing a readable error on failure.
 * The urql client is imported on first use, so it lands in its own chunk.
 */
export async function cmsQuery<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const { cms } = await import('./urql');
  const result = await cms().query<T>(query, variables).toPromise();
  if (result.error) {
    // a network failure becomes a TypeError, so the error catalogue (spec §8) says what to do
    if (result.error.networkError) throw new TypeError(result.error.networkError.message);
    throw new Error(result.error.message);
  }
  if (!result.data) throw new Error('Empty CMS answer');
  return result.data;
}
