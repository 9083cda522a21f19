// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/dom';

// Smoke test: the custom elements register, read their server-rendered content and draw it again.
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

it('<sport-event-signup> keeps the price and shows the sold-out label for an event without places', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ data: { stock: 0 } }), { status: 200 })),
  );
  await import('../../../widgets/sport-event-signup/element');
  document.body.innerHTML = `<sport-event-signup event-uuid="ev-9" slug="kamp" ended="false"><div class="event-signup" data-label-sold-out="Uitverkocht">
    <p class="event-signup__price">EUR 10 per kind</p><a class="button event-signup__button" href="/order/kamp">Inschrijven</a></div></sport-event-signup>`;
  const element = document.querySelector('sport-event-signup')!;
  await waitFor(() => expect(element.querySelector('button')?.textContent).toBe('Uitverkocht'));
  expect(element.querySelector('button')?.disabled).toBe(true);
  expect(element.querySelector('.event-signup__price')?.textContent).toBe('EUR 10 per kind');
});

it('<sport-event-signup ended="ja"> is no "true": the editor is told once in the console, the event stays open', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ data: { stock: 12 } }), { status: 200 })),
  );
  await import('../../../widgets/sport-event-signup/element');
  document.body.innerHTML = `<sport-event-signup event-uuid="ev-10" slug="kamp" ended="ja"><div class="event-signup">
    <p class="event-signup__price">EUR 10 per kind</p><a class="button event-signup__button" href="/order/kamp">Inschrijven</a></div></sport-event-signup>`;
  const element = document.querySelector('sport-event-signup')!;
  await waitFor(() => expect(fetch).toHaveBeenCalled());
  await waitFor(() => expect(element.querySelector('a')?.textContent).toBe('Inschrijven'));
  expect(element.querySelector('button')).toBeNull();
  expect(warn).toHaveBeenCalledTimes(1);
  expect(String(warn.mock.calls[0]![0])).toBe(
    '[sport-shop] <sport-event-signup> attribuut "ended": de waarde "ja" is ongeldig; schrijf ended="true" of ended="false". Het element gebruikt nu "false".',
  );
  warn.mockRestore();
});
