// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/dom';

// Smoke test: the custom elements register, read their server-rendered content and draw it again.
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

it('<sport-event-signup> keeps the price and shows the sold-out label for an event without places', async () => {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ data: { stock: 0 } }), { status: 200 })));
  await import('../../../widgets/sport-event-signup/element');
  document.body.innerHTML = `<sport-event-signup event-uuid="ev-9" slug="kamp" ended="false"><div class="event-signup" data-label-sold-out="Uitverkocht">
    <p class="event-signup__price">EUR 10 per kind</p><a class="button event-signup__button" href="/order/kamp">Inschrijven</a></div></sport-event-signup>`;
  const element = document.querySelector('sport-event-signup')!;
  await waitFor(() => expect(element.querySelector('button')?.textContent).toBe('Uitverkocht'));
  expect(element.querySelector('button')?.disabled).toBe(true);
  expect(element.querySelector('.event-signup__price')?.textContent).toBe('EUR 10 per kind');
});
