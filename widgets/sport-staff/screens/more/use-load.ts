// Loading a screen's data with its three states (docs/architecture.md "Texts and formatting": the error
// in Dutch, from the server's answer or the network's failure), and a way to try again.
import { useCallback, useEffect, useRef, useState } from 'react';
import { readFailure } from '../../../../shared/errors';

export type Load<T> = { state: 'loading' } | { state: 'failed'; errors: string[] } | { state: 'ready'; data: T };

export function useLoad<T>(load: () => Promise<T>, key: string) {
  const [result, setResult] = useState<Load<T>>({ state: 'loading' });
  // the latest call wins: an older answer arriving late is dropped
  const call = useRef(0);
  // the latest closure (it reads the screen's params); a new read starts only when `key` changes
  const loader = useRef(load);
  loader.current = load;
  // quiet: read again behind what is shown (after a change), keeping it when the new read fails
  const run = useCallback(
    async (quiet = false) => {
      const mine = ++call.current;
      if (!quiet) setResult({ state: 'loading' });
      try {
        const data = await loader.current();
        if (mine === call.current) setResult({ state: 'ready', data });
      } catch (error) {
        const { messages } = await readFailure(error);
        if (mine === call.current && !quiet) setResult({ state: 'failed', errors: messages });
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` names what is read: a new one reads again
    [key],
  );
  useEffect(() => {
    void run();
    return () => {
      // a counter, not a node: leaving the screen makes the answer still under way a late one
      // eslint-disable-next-line react-hooks/exhaustive-deps
      call.current++;
    };
  }, [run]);
  const set = useCallback((data: T) => setResult({ state: 'ready', data }), []);
  return { result, reload: () => run(), refresh: () => run(true), set };
}

/**
 * A form's failure: messages by field where the server named one, the rest for the box under the form
 * (docs/architecture.md "Forms"). Each form keeps its failure to itself rather than on the page's one
 * form channel (shared/form-channel.ts): these screens hold several forms at once (a photo form per
 * trainer beside 'Trainer toevoegen'; the places form on the participants page beside its own forms),
 * and one channel would show one form's errors under all of them.
 */
export interface Failure {
  fields: Record<string, string[]>;
  rest: string[];
}

export const noFailure: Failure = { fields: {}, rest: [] };

/** The server's 422 by its fields (those this form shows); everything else (the network, 409, 500) in the box. */
export async function failureOf(error: unknown, shown: readonly string[]): Promise<Failure> {
  const { messages, fields } = await readFailure(error);
  const byField = Object.fromEntries(Object.entries(fields).filter(([name]) => shown.includes(name)));
  const said = Object.values(byField).flat();
  return { fields: byField, rest: messages.filter((m) => !said.includes(m)) };
}
