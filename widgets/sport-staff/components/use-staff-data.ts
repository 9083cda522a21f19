import { useEffect, useState } from 'react';
import { staffFailure } from '../stores/access';

export interface StaffData<T> {
  data: T | undefined;
  errors: string[];
  loading: boolean;
}

/**
 * A screen's data from one call, loaded again when `key` changes; a failure is read by staffFailure
 * (403 and 401 handled there). `load` is read at that moment, so it may close over the key's parts.
 */
export function useStaffData<T>(load: () => Promise<T>, key: string): StaffData<T> {
  const [state, setState] = useState<StaffData<T>>({ data: undefined, errors: [], loading: true });
  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    load().then(
      (data) => live && setState({ data, errors: [], loading: false }),
      async (error: unknown) => {
        const errors = await staffFailure(error);
        if (live) setState((s) => ({ ...s, errors, loading: false }));
      },
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` names what `load` reads
  }, [key]);
  return state;
}
