import { useStore } from '@nanostores/react';
import { $formErrors } from '../stores/ui';
import { ErrorBox } from './MessageBox';
import { nl } from '../nl';

/** The form-error channel (spec §8) under a form, announced and focused when it appears. */
export function FormErrors() {
  const { messages } = useStore($formErrors);
  return <ErrorBox messages={messages} focus title={nl.formErrorTitle} />;
}
