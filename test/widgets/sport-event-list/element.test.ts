// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/dom';
import { fakeApi, graphql, json } from '../../support/network';
import { EVENTS, SERVER_LIST, STOCKS } from './fixtures';

// Smoke test: the custom element registers, keeps the server's list until the CMS answers and draws the
// live list; an editor's mistake in an attribute keeps the list and warns once.
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

it('<sport-event-list> draws the CMS’s events with their places; from="juli" is no date: one warning, no limit', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const api = fakeApi({ 'POST /graphql': graphql({ events: EVENTS }), 'GET /api/events/stock': json(200, { data: STOCKS }) });
  await import('../../../widgets/sport-event-list/element');
  document.body.innerHTML = `<sport-event-list from="juli" filters="false">${SERVER_LIST}</sport-event-list>`;
  const element = document.querySelector('sport-event-list')!;
  expect(element.querySelectorAll('.event-list__item')).toHaveLength(1);
  await waitFor(() => expect(element.querySelectorAll('.event-list__item')).toHaveLength(4));
  await waitFor(() => expect(element.textContent).toContain('Nog 3 plekken'));
  expect(api.paths().filter((p) => p.startsWith('GET /api/'))).toEqual(['GET /api/events/stock']);
  expect(warn).toHaveBeenCalledTimes(1);
  expect(String(warn.mock.calls[0]![0])).toBe(
    '[sport-shop] <sport-event-list> attribuut "from": de waarde "juli" is geen datum; schrijf bijvoorbeeld from="2027-07-01". Het element toont de evenementen zonder deze grens.',
  );
});
