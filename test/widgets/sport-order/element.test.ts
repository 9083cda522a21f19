// @vitest-environment happy-dom
import { afterEach, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { profile } from '../../support/factories';
import { installShop } from '../../support/fake-shop';
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
