import { useStore } from '@nanostores/react';
import { $error } from '../../../shared/stores/ui';
import { ErrorBox } from '../../../shared/ui/MessageBox';

/** The general error channel (spec §8), placed where the parent acts, so it is seen on a small screen too. */
export function GeneralError() {
  const error = useStore($error);
  return <ErrorBox messages={error} />;
}
