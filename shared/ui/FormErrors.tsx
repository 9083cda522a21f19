import { useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { $formErrors } from '../stores/ui';
import { ErrorBox } from './MessageBox';
import { nl } from '../nl';

/** The control of `field` inside `form`, by name (or `data-field` for a control named otherwise). */
const controlOf = (form: HTMLFormElement, field: string) =>
  form.querySelector<HTMLElement>(`[name="${CSS.escape(field)}"], [data-field="${CSS.escape(field)}"]`);

/**
 * The form-error channel (spec §8) under a form, announced and focused when it appears. A message
 * that already stands under its own field in this form is said once: the box keeps only
 * the others, and when every message stands by a field, focus goes to the first field with an
 * error (its error is read with it, aria-describedby) and no box is drawn.
 */
export function FormErrors() {
  const { messages, fields, narrowed = false } = useStore($formErrors);
  const anchor = useRef<HTMLSpanElement>(null);
  // The form's controls are in the page before any error arrives (the errors come from a submit),
  // so the split is made while drawing: the box never flashes (or takes focus) with a field's message.
  const form = anchor.current?.closest('form') ?? null;
  const byField = form ? Object.keys(fields).filter((field) => controlOf(form, field) !== null) : [];
  const shown = byField.flatMap((field) => fields[field] ?? []);
  const rest = messages.filter((m) => !shown.includes(m));
  const allByField = messages.length > 0 && rest.length === 0;

  useEffect(() => {
    // a field's error cleared as it became valid: focus stays in the field being corrected
    if (narrowed || !allByField || !form) return;
    const controls = byField.map((field) => controlOf(form, field)).filter((el): el is HTMLElement => el !== null);
    controls.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    controls[0]?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per new set of errors
  }, [messages]);

  return (
    <>
      <span ref={anchor} hidden />
      <ErrorBox messages={rest} focus={!narrowed} title={nl.formErrorTitle} />
    </>
  );
}
