// What the profile form's tests share: a child with only a name, as just created, the form opened in
// the account widget for it (or another profile), and a field found by its label.
import { act, render, screen } from '@testing-library/react';
import { SportAccount } from '../../../widgets/sport-account/sport-account';
import { profile } from '../../support/factories';
import { goTo, loggedIn } from './helpers';

// a child with only a name, as just created
export const empty = profile('new-child', 'Daan', 'de Vries');

export async function open(profile = empty, path = `/account/profiles/${profile.uuid}`) {
  loggedIn([profile]);
  const view = render(<SportAccount />);
  await act(() => goTo(path));
  return view;
}

export const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}( \\*)?( \\(verplicht\\))?$`));
