import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { WritableAtom } from 'nanostores';
import { $error, $formErrors, setSuccess } from './stores/ui';
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
    } catch (error) {
      // spec §8 "If a submitted action throws, the form shows 'Something went wrong'":
      // not an HTTP error (those are on their channel already) but a bug or a connection lost mid-answer.
      // The general box ('Er is iets foutgegaan') says so; the form keeps what was typed.
      console.error(error);
      $error.set([nl.somethingWentWrong]);
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
  // the form's own submit handler: no page load, the action instead
  const onSubmit = useCallback(
    (event: FormEvent) => {
      event.preventDefault();
      void submit();
    },
    [submit],
  );
  return { state, submit, onSubmit };
}

/** What a kit control reports on change: its native event (text, radios, select, checkbox) or a composite's value. */
export type FieldChange<V> = { target: { value: string; checked?: boolean } } | V;

const isEvent = (change: unknown): change is { target: { value: string; checked?: boolean } } =>
  typeof change === 'object' && change !== null && 'target' in change;

/**
 * The one field hook of the form kit (shared/ui/Field.tsx): the form's values, and `bind(name)`:
 * the props every kit control takes (name, value, onChange, required, and the server's errors for
 * that field from the form channel, spec §8). A boolean value (Toggle, Checkbox) follows the
 * event's `checked`, a string its `value`; a composite control (BirthdateInput) passes its value.
 * `kept` names fields whose value also goes to a store, to carry it to another form (e.g. the
 * e-mail typed on the login page goes to 'Wachtwoord vergeten?'); start those from the store.
 */
export function useFields<T extends { [K in keyof T]: unknown }>(
  initial: T | (() => T),
  kept: { [K in keyof T]?: WritableAtom<T[K]> } = {},
) {
  const [values, setValues] = useState<T>(initial);
  const { fields } = useStore($formErrors);
  const setValue = <K extends keyof T>(name: K, value: T[K]) => {
    kept[name]?.set(value);
    setValues((old) => ({ ...old, [name]: value }));
  };
  const bind = <K extends keyof T & string>(name: K, required = true) => ({
    name,
    value: values[name],
    required,
    errors: fields[name],
    onChange: (change: FieldChange<T[K]>) => {
      if (!isEvent(change)) return setValue(name, change);
      const { target } = change;
      setValue(name, (typeof values[name] === 'boolean' ? Boolean(target.checked) : target.value) as T[K]);
    },
  });
  return { values, setValues, setValue, bind, errors: fields };
}
