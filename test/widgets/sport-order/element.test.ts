// @vitest-environment happy-dom
import { afterEach, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { profile } from '../../support/factories';
import { deferred, installShop } from '../../support/fake-shop';
import { open, resetOrder } from './harness';

afterEach(() => {
  document.body.innerHTML = '';
  resetOrder();
});

// Smoke test: the custom element mounts the order flow in the light DOM.
it('<sport-order> shows step 1 of the order at /order/{slug}', async () => {
  installShop({ profiles: [profile('p1', 'Sem', 'de Vries')] });
  open('/order/voetbalkamp-zomer-2027');
  await import('../../../widgets/sport-order/element');
  expect(customElements.get('sport-order')).toBeDefined();
  document.body.innerHTML = '<sport-order><p>Bezig met laden…</p></sport-order>';
  const element = document.querySelector('sport-order')!;
  await waitFor(() => expect(element.querySelector('h1')?.textContent).toBe('Wie gaan er mee?'), { timeout: 5000 });
  expect(element.shadowRoot).toBeNull();
  expect(element.querySelector('input[type="checkbox"]')).not.toBeNull();
  expect(element.querySelector('img.sport-order__header-image')?.getAttribute('srcset')).toContain('2400w');
});

// the page draws the event's header image in its fallback (largest paint with the page);
// the widget keeps that picture while it asks for the event, so it never blinks out on mount.
it("keeps the page's header image while the event loads, then shows its own", async () => {
  const held = deferred();
  const scene = installShop({ profiles: [profile('p1', 'Sem', 'de Vries')] });
  scene.override = async (call) => {
    if (call.path === '/graphql' && String((call.body as { query?: string }).query).includes('event(')) await held.promise;
    return undefined;
  };
  open('/order/voetbalkamp-zomer-2027');
  await import('../../../widgets/sport-order/element');
  document.body.innerHTML = `<sport-order><div class="sport-order"><div class="sport-order__header">
    <img class="sport-order__header-image" src="/assets/img/page.svg?w=1200" srcset="/assets/img/page.svg?w=375 375w, /assets/img/page.svg?w=1200 1200w" sizes="100vw" width="2400" height="1000" alt="Van de pagina">
    </div><div class="sport-order__main"><p>Bezig met laden…</p></div></div></sport-order>`;
  const element = document.querySelector('sport-order')!;
  // the widget has mounted (its own spinner) and still shows the page's picture, the flow's answer notwithstanding
  await waitFor(() => expect(element.querySelector('.sport-spinner[role="status"]')).not.toBeNull(), { timeout: 5000 });
  await waitFor(() =>
    expect(scene.calls.some((c) => String((c.body as { query?: string } | undefined)?.query).includes('orderFlow'))).toBe(true),
  );
  const img = () => element.querySelector<HTMLImageElement>('img.sport-order__header-image');
  expect(element.querySelector('p')?.textContent).not.toBe('Bezig met laden…');
  expect(img()?.getAttribute('src')).toBe('/assets/img/page.svg?w=1200');
  expect(img()?.getAttribute('alt')).toBe('Van de pagina');
  held.release();
  // the event has no image of its own: the order flow's header takes the place
  await waitFor(() => expect(element.querySelector('h1')?.textContent).toBe('Wie gaan er mee?'), { timeout: 5000 });
  expect(img()?.getAttribute('srcset')).toContain('/assets/img/header-order.svg?w=2400 2400w');
  expect(img()?.getAttribute('alt')).toBe('Kinderen op het sportveld');
});
