// @vitest-environment happy-dom
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/dom';
import { demoUser } from '../../support/factories';
import { fakeApi } from '../../support/network';
import { resetStaffState, staffEvent } from './helpers';

// Smoke test: the custom element registers and mounts the back office (docs/architecture.md "Tests").
beforeEach(resetStaffState);
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

it('<sport-staff> on /beheer shows the overview with its navigation', async () => {
  fakeApi({ 'GET /api/user': { data: demoUser }, 'GET /api/staff/events': { data: [staffEvent()] } });
  window.history.replaceState({}, '', '/beheer');
  const { $router } = await import('../../../shared/router');
  $router.open('/beheer');
  await import('../../../widgets/sport-staff/element');
  expect(customElements.get('sport-staff')).toBeDefined();

  const element = document.createElement('sport-staff');
  element.innerHTML = '<p>Bezig met laden…</p>';
  document.body.append(element);
  await waitFor(() => expect(element.querySelector('h1')?.textContent).toBe('Overzicht'));
  await waitFor(() => expect(element.querySelector('table a')?.textContent).toBe('Voetbalkamp Zomer 2027'));
  expect(element.querySelector('nav[aria-label="Beheer"] a[aria-current="page"]')?.textContent).toBe('Overzicht');
  expect(element.shadowRoot).toBeNull();
  expect(element.textContent).not.toContain('Bezig met laden…');
});
