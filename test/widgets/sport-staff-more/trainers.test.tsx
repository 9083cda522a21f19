// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MORE_SCREENS } from '../../../widgets/sport-staff/screens/more';
import { json, offline, settle, staffApi } from './helpers';

// /beheer/trainers (docs/rules.md "Back office"): trainers with photo and name, one added, a photo uploaded;
// the browser refuses a wrong file first, the server's 422 shows by the field, a lost network keeps the input.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const mila = { id: 1, name: 'Mila Trainer', photo: 'http://localhost:3000/media/trainers/trainer-1-00000000000000aa.jpg' };
const joris = { id: 2, name: 'Joris Coach', photo: null };
const jpeg = (bytes = 1000, name = 'joris.jpg', type = 'image/jpeg') => new File([new Uint8Array(bytes)], name, { type });

async function open(handlers: Record<string, unknown>) {
  const api = staffApi({ 'GET /api/staff/trainers': { data: [joris, mila] }, ...handlers });
  render(<MORE_SCREENS.trainers params={{}} />);
  await settle();
  return api;
}

describe('trainers', () => {
  it('lists the trainers with photo and name, adds one and uploads a photo', async () => {
    const api = await open({
      'POST /api/staff/trainers': json(201, { data: { id: 3, name: 'Sara Keeper', photo: null } }),
      'PUT /api/staff/trainers/2/photo': {
        data: { ...joris, photo: 'http://localhost:3000/media/trainers/trainer-2-00000000000000bb.jpg' },
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Trainers' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Foto van Mila Trainer' })).toHaveAttribute('src', mila.photo);
    const jorisCard = screen.getByRole('article', { name: 'Joris Coach' });
    expect(jorisCard).toHaveTextContent('Nog geen foto');

    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /^Naam/ }), 'Sara Keeper');
    await user.dblClick(screen.getByRole('button', { name: 'Trainer toevoegen' }));
    await settle();
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ name: 'Sara Keeper' }]);
    expect(screen.getByRole('article', { name: 'Sara Keeper' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Naam/ })).toHaveValue('');
    expect(screen.getAllByRole('status').some((s) => s.textContent === 'Sara Keeper is toegevoegd. Kies nu een foto.')).toBe(true);

    await user.upload(within(jorisCard).getByLabelText('Nieuwe foto voor Joris Coach'), jpeg());
    await user.click(within(jorisCard).getByRole('button', { name: /^Foto opslaan/ }));
    await settle();
    const put = api.fetch.mock.calls.map(([request]) => request as Request).find((r) => r.method === 'PUT')!;
    expect(new URL(put.url).pathname).toBe('/api/staff/trainers/2/photo');
    expect(put.headers.get('Content-Type')).toBe('image/jpeg');
    expect(put.headers.get('X-XSRF-TOKEN')).toBe('test-token');
    expect(within(jorisCard).getByRole('img', { name: 'Foto van Joris Coach' })).toHaveAttribute(
      'src',
      expect.stringContaining('trainer-2-'),
    );
    expect(within(jorisCard).getByRole('status')).toHaveTextContent('De foto van Joris Coach is opgeslagen.');
  });

  it('refuses a wrong type or a too large file in the browser, without sending it', async () => {
    const api = await open({});
    const card = screen.getByRole('article', { name: 'Joris Coach' });
    const user = userEvent.setup({ applyAccept: false });
    const field = within(card).getByLabelText('Nieuwe foto voor Joris Coach');
    await user.upload(field, jpeg(100, 'logo.svg', 'image/svg+xml'));
    expect(field).toHaveAccessibleDescription(/Dit bestand is geen JPEG-, PNG- of WebP-foto/);
    await user.upload(field, jpeg(6 * 1024 * 1024, 'groot.jpg'));
    expect(field).toHaveAccessibleDescription(/Deze foto is 6,0 MB; hoogstens 5 MB past\. Kies een kleinere foto\./);
    await user.click(within(card).getByRole('button', { name: /^Foto opslaan/ }));
    await settle();
    expect(api.calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it("shows the server's Dutch 422 by the photo field", async () => {
    const message = 'Dit bestand is geen JPEG-, PNG- of WebP-foto. Kies een foto in een van die formaten.';
    await open({ 'PUT /api/staff/trainers/2/photo': json(422, { message, errors: { photo: [message] } }) });
    const card = screen.getByRole('article', { name: 'Joris Coach' });
    const user = userEvent.setup();
    const field = within(card).getByLabelText('Nieuwe foto voor Joris Coach');
    await user.upload(field, jpeg(10, 'tekst.jpg'));
    await user.click(within(card).getByRole('button', { name: /^Foto opslaan/ }));
    await settle();
    expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(within(card).queryByRole('img')).toBeNull();
  });

  it('a lost network says so in Dutch and keeps the name and the chosen photo, to send again', async () => {
    let online = false;
    const api = await open({
      'POST /api/staff/trainers': () => (online ? json(201, { data: { id: 3, name: 'Sara Keeper', photo: null } }) : offline()),
      'PUT /api/staff/trainers/2/photo': () => (online ? json(200, { data: { ...joris, photo: mila.photo } }) : offline()),
    });
    const user = userEvent.setup();
    const name = screen.getByRole('textbox', { name: /^Naam/ });
    await user.type(name, 'Sara Keeper');
    await user.click(screen.getByRole('button', { name: 'Trainer toevoegen' }));
    await settle();
    expect(screen.getAllByRole('alert').some((a) => /Er is geen verbinding met de server/.test(a.textContent ?? ''))).toBe(true);
    expect(name).toHaveValue('Sara Keeper');

    const card = screen.getByRole('article', { name: 'Joris Coach' });
    await user.upload(within(card).getByLabelText('Nieuwe foto voor Joris Coach'), jpeg());
    await user.click(within(card).getByRole('button', { name: /^Foto opslaan/ }));
    await settle();
    expect(within(card).getByRole('alert')).toHaveTextContent('Er is geen verbinding met de server.');
    online = true;
    await user.click(within(card).getByRole('button', { name: /^Foto opslaan/ }));
    await settle();
    expect(within(card).getByRole('img', { name: 'Foto van Joris Coach' })).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(2);
  });
});
