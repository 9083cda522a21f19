// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allTasks, cleanStores, keepMount } from 'nanostores';
import { $router } from '../../../shared/router';
import { $user, forgotPassword, logout, updateUser } from '../../../shared/stores/session';
import {
  $incompleteProfiles,
  $profiles,
  $profilesLoaded,
  addChild,
  ensureProfiles,
  fetchProfiles,
  updateProfile,
} from '../../../shared/stores/profiles';
import { $resetLinkError, resetPassword } from '../../../widgets/sport-account/stores/reset-link';
import { $error, $formErrors } from '../../../shared/stores/ui';
import { storeRedirect } from '../../../shared/redirect';
import { demoUser, fakeApi, json, loggedIn, makeProfile, resetAccountState } from './helpers';

// The session actions the account area adds to shared/stores/session.ts (spec §4 "Session", §7, §8).
let unbindRouter: () => void;
beforeEach(() => {
  resetAccountState();
  unbindRouter = $router.listen(() => {});
  $router.open('/account/forgot-password');
});
afterEach(() => {
  unbindRouter();
  vi.unstubAllGlobals();
  cleanStores($incompleteProfiles);
});

describe('forgotPassword', () => {
  it("posts the e-mail address and resolves the server's data.message", async () => {
    const api = fakeApi({
      'POST /api/auth/forgot-password': { data: { message: 'Als dit adres bij ons bekend is, sturen we je een e-mail.' } },
    });
    await expect(forgotPassword('anna@example.nl')).resolves.toBe('Als dit adres bij ons bekend is, sturen we je een e-mail.');
    expect(api.calls[0]!.body).toEqual({ email: 'anna@example.nl' });
  });

  it('puts a refusal on the form channel and resolves null', async () => {
    fakeApi({
      'POST /api/auth/forgot-password': json(422, { message: 'Vul je e-mailadres in.', errors: { email: ['Vul je e-mailadres in.'] } }),
    });
    await expect(forgotPassword('')).resolves.toBeNull();
    expect($formErrors.get().fields.email).toEqual(['Vul je e-mailadres in.']);
    expect($error.get()).toEqual([]);
  });
});

describe('resetPassword (spec §4: reset-password also logs in)', () => {
  it('posts token, e-mail and passwords, then fetches the user and the profiles and goes to the stored address', async () => {
    const api = fakeApi({
      'POST /api/auth/reset-password': { data: demoUser },
      'GET /api/user': { data: demoUser },
      'GET /api/user/profiles': { data: [makeProfile()] },
    });
    storeRedirect('/account/profiles');
    const ok = await resetPassword({
      token: 'tok-1',
      email: 'anna@example.nl',
      password: 'nieuw-geheim-1',
      password_confirmation: 'nieuw-geheim-1',
    });
    expect(ok).toBe(true);
    expect(api.paths()).toEqual(['POST /api/auth/reset-password', 'GET /api/user', 'GET /api/user/profiles']);
    expect(api.calls[0]!.body).toEqual({
      token: 'tok-1',
      email: 'anna@example.nl',
      password: 'nieuw-geheim-1',
      password_confirmation: 'nieuw-geheim-1',
    });
    expect($user.get()?.full_name).toBe('Anna de Vries');
    expect($profilesLoaded.get()).toBe(true);
    expect($router.get()?.route).toBe('profiles');
  });

  it('goes to /account when no address was stored', async () => {
    fakeApi({
      'POST /api/auth/reset-password': { data: demoUser },
      'GET /api/user': { data: demoUser },
      'GET /api/user/profiles': { data: [] },
    });
    await resetPassword({ token: 't', email: 'anna@example.nl', password: 'nieuw-geheim-1', password_confirmation: 'nieuw-geheim-1' });
    expect($router.get()?.route).toBe('account');
  });

  it('keeps an expired token apart from the form errors ($resetLinkError) and stays', async () => {
    fakeApi({
      'POST /api/auth/reset-password': json(422, {
        message: 'x',
        errors: { token: ['Deze link is verlopen. Vraag een nieuwe link aan.'] },
      }),
    });
    const ok = await resetPassword({
      token: 'old',
      email: 'anna@example.nl',
      password: 'nieuw-geheim-1',
      password_confirmation: 'nieuw-geheim-1',
    });
    expect(ok).toBe(false);
    expect($resetLinkError.get()).toBe('Deze link is verlopen. Vraag een nieuwe link aan.');
    expect($formErrors.get()).toEqual({ messages: [], fields: {} });
    expect($user.get()).toBeUndefined();
    expect($router.get()?.route).toBe('forgotPassword');
  });

  it('takes the link message off the e-mail field (where the server puts it), leaving the other errors where they are', async () => {
    fakeApi({
      'POST /api/auth/reset-password': json(422, {
        message: 'x',
        errors: {
          email: ['Deze link om je wachtwoord te herstellen is ongeldig of verlopen. Vraag een nieuwe link aan.'],
          password: ['Kies een wachtwoord van minstens 8 tekens.'],
        },
      }),
    });
    await resetPassword({ token: 'old', email: 'anna@example.nl', password: 'kort', password_confirmation: 'kort' });
    expect($resetLinkError.get()).toBe('Deze link om je wachtwoord te herstellen is ongeldig of verlopen. Vraag een nieuwe link aan.');
    expect($formErrors.get()).toEqual({
      messages: ['Kies een wachtwoord van minstens 8 tekens.'],
      fields: { password: ['Kies een wachtwoord van minstens 8 tekens.'] },
    });
  });

  it('leaves an e-mail error that is not about the link by the field, and a new attempt forgets an old link error', async () => {
    $resetLinkError.set('Deze link is verlopen.');
    fakeApi({ 'POST /api/auth/reset-password': json(422, { message: 'x', errors: { email: ['Vul een geldig e-mailadres in.'] } }) });
    await resetPassword({ token: 'abc', email: 'anna@', password: 'nieuw-geheim-1', password_confirmation: 'nieuw-geheim-1' });
    expect($resetLinkError.get()).toBeNull();
    expect($formErrors.get().fields).toEqual({ email: ['Vul een geldig e-mailadres in.'] });
  });
});

describe('updateUser', () => {
  it('PUTs the fields and keeps the answer as the user', async () => {
    loggedIn();
    const saved = { ...demoUser, first_name: 'Annemarie', full_name: 'Annemarie de Vries' };
    const api = fakeApi({ 'PUT /api/user': { data: saved } });
    await expect(updateUser({ first_name: 'Annemarie', last_name: 'de Vries', phone: '0612345678' })).resolves.toBe(true);
    expect(api.calls[0]!.body).toEqual({ first_name: 'Annemarie', last_name: 'de Vries', phone: '0612345678' });
    expect($user.get()?.full_name).toBe('Annemarie de Vries');
  });
});

describe('profiles', () => {
  it('ensureProfiles asks once, and not at all when the profiles are loaded', async () => {
    const api = fakeApi({ 'GET /api/user/profiles': { data: [makeProfile()] } });
    await Promise.all([ensureProfiles(), ensureProfiles()]);
    await ensureProfiles();
    expect(api.paths()).toEqual(['GET /api/user/profiles']);
    expect($profilesLoaded.get()).toBe(true);
  });

  it('ensureProfiles puts a failure on the general channel', async () => {
    fakeApi({ 'GET /api/user/profiles': json(500, { message: 'De server heeft een storing. Probeer het later opnieuw.' }) });
    await ensureProfiles();
    await allTasks();
    expect($error.get()).toEqual(['De server heeft een storing. Probeer het later opnieuw.']);
    expect($profilesLoaded.get()).toBe(false);
  });

  it('$incompleteProfiles: empty until the profiles load, then the profiles the server does not call complete', async () => {
    keepMount($incompleteProfiles);
    $profiles.set([makeProfile({ uuid: 'a', complete: false })]);
    expect($incompleteProfiles.get()).toEqual([]);
    fakeApi({ 'GET /api/user/profiles': { data: [makeProfile({ uuid: 'a', complete: false }), makeProfile({ uuid: 'b' })] } });
    await fetchProfiles();
    expect($incompleteProfiles.get().map((p) => p.uuid)).toEqual(['a']);
  });

  it('addChild creates the profile, appends it, and puts a refusal on the form channel', async () => {
    loggedIn([]);
    const api = fakeApi({ 'POST /api/profile': json(201, { data: makeProfile({ uuid: 'new', first_name: 'Lotte', complete: false }) }) });
    const created = await addChild({ first_name: 'Lotte', last_name: 'de Vries' });
    expect(created?.uuid).toBe('new');
    expect(api.calls[0]!.body).toEqual({ first_name: 'Lotte', last_name: 'de Vries' });
    expect($profiles.get().map((p) => p.first_name)).toEqual(['Lotte']);

    fakeApi({ 'POST /api/profile': json(422, { message: 'x', errors: { last_name: ['Vul de achternaam van je kind in.'] } }) });
    await expect(addChild({ first_name: 'Daan', last_name: '' })).resolves.toBeNull();
    expect($formErrors.get().fields.last_name).toEqual(['Vul de achternaam van je kind in.']);
  });

  it('updateProfile replaces the profile with the saved one (so the banner follows its complete flag)', async () => {
    loggedIn([makeProfile({ uuid: 'a', complete: false }), makeProfile({ uuid: 'b' })]);
    keepMount($incompleteProfiles);
    expect($incompleteProfiles.get()).toHaveLength(1);
    const api = fakeApi({ 'PUT /api/profile/a': { data: makeProfile({ uuid: 'a', street: 'Kerkstraat', complete: true }) } });
    await expect(updateProfile('a', { ...makeProfile({ uuid: 'a' }), street: 'Kerkstraat' })).resolves.toBe(true);
    expect(api.paths()).toEqual(['PUT /api/profile/a']);
    expect($profiles.get().find((p) => p.uuid === 'a')?.street).toBe('Kerkstraat');
    expect($incompleteProfiles.get()).toEqual([]);
  });

  it('updateProfile puts server errors on the form channel, by field', async () => {
    loggedIn();
    fakeApi({
      'PUT /api/profile/child-1': json(422, {
        message: 'x',
        errors: { birthdate: ['Deze datum bestaat niet. Controleer de dag en de maand.'] },
      }),
    });
    await expect(updateProfile('child-1', makeProfile())).resolves.toBe(false);
    expect($formErrors.get().fields.birthdate).toEqual(['Deze datum bestaat niet. Controleer de dag en de maand.']);
  });
});

describe('logout', () => {
  it('forgets user and profiles (also that they were loaded) and goes to login', async () => {
    loggedIn();
    fakeApi({ 'POST /api/auth/logout': json(204, null) });
    await logout();
    expect($user.get()).toBeNull();
    expect($profiles.get()).toEqual([]);
    expect($profilesLoaded.get()).toBe(false);
    expect($router.get()?.route).toBe('login');
  });
});
