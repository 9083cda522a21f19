import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $formErrors, setSuccess } from './stores/ui';
import { nl } from './nl';

export type SubmitState = 'idle' | 'loading' | 'saved';

/** spec §9 "Form success label: 2000 ms". */
export const SAVED_LABEL_MS = 2000;

/**
 * Runs a form's action with the submit states of spec §4 "Form submit": loading, then on success
 * 'Opgeslagen!' for 2 seconds and the success message (by default 'Actie is geslaagd').
 * The action resolves false when it failed (its error is already on a channel); it never loses input.
 */
export function useSubmit(action: () => Promise<boolean>, successMessage: string | null = nl.actionSucceeded) {
  const [state, setState] = useState<SubmitState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // a ref, not the render's state: two submit events in one frame must still start one action
  const inFlight = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
    };
  }, []);
  const submit = useCallback(async () => {
    if (inFlight.current) return false;
    inFlight.current = true;
    setState('loading');
    let ok: boolean;
    try {
      ok = await action();
    } catch {
      ok = false;
    } finally {
      inFlight.current = false;
    }
    // the message also counts when the form is gone (a profile save returns to the list, spec §4)
    if (ok && successMessage) setSuccess(successMessage);
    if (!mounted.current) return ok;
    if (!ok) {
      setState('idle');
      return false;
    }
    setState('saved');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), SAVED_LABEL_MS);
    return true;
  }, [action, successMessage]);
  return { state, submit };
}

/** Converts submitted 'true'/'false' values to booleans (spec §5). */
export function formValues(form: HTMLFormElement): Record<string, string | boolean> {
  const values: Record<string, string | boolean> = {};
  for (const [key, value] of new FormData(form).entries()) {
    if (typeof value !== 'string') continue;
    values[key] = value === 'true' ? true : value === 'false' ? false : value;
  }
  return values;
}

/**
 * The values of a form of text fields, and `bind(name)`: the props a <Field> needs (value, onChange,
 * required, and the server's errors for that field from the form channel, spec §8).
 */
export function useFields<T extends { [K in keyof T]: string }>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  const { fields } = useStore($formErrors);
  const bind = (name: keyof T & string, required = true) => ({
    name,
    value: values[name],
    required,
    errors: fields[name],
    onChange: (e: { target: { value: string } }) => setValues((old) => ({ ...old, [name]: e.target.value })),
  });
  return { values, setValues, bind };
}
