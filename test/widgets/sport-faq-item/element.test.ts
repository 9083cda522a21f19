// @vitest-environment happy-dom
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/dom';

const faq = (attributes: string, id = 'faq-3') => `<sport-faq-item ${attributes}>
  <details class="faq-item"${id ? ` id="${id}"` : ''}>
    <summary class="faq-item__question"><h3>Kan ik annuleren?</h3></summary>
    <div class="faq-item__answer"><p>Tot vier weken voor het evenement.</p></div>
  </details>
</sport-faq-item>`;

beforeAll(async () => {
  await import('../../../widgets/sport-faq-item/element');
});
afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  window.history.replaceState({}, '', '/');
});

const ready = (host: Element) => waitFor(() => expect(host).toHaveClass('sport-faq-item--ready'));

it('keeps the very same server-rendered question and answer (light DOM, no re-render)', async () => {
  document.body.innerHTML = faq('faq-id="3"');
  const details = document.querySelector('details')!;
  const host = document.querySelector('sport-faq-item')!;
  await ready(host);
  expect(host.shadowRoot).toBeNull();
  expect(host.querySelector('details')).toBe(details);
  expect(host.textContent).toContain('Tot vier weken voor het evenement.');
  expect(details.open).toBe(false);
});

it('opens and scrolls to the question when the page is opened at #faq-{id}, and on a later hash change', async () => {
  const scrolled = vi.fn();
  Element.prototype.scrollIntoView = scrolled;
  window.history.replaceState({}, '', '/veelgestelde-vragen#faq-3');
  document.body.innerHTML = faq('faq-id="3"') + faq('faq-id="4"', 'faq-4');
  const [three, four] = [...document.querySelectorAll('details')];
  await ready(document.querySelector('sport-faq-item')!);
  await waitFor(() => expect(three!.open).toBe(true));
  expect(four!.open).toBe(false);
  expect(scrolled).toHaveBeenCalledTimes(1);

  window.location.hash = '#faq-4';
  window.dispatchEvent(new HashChangeEvent('hashchange'));
  await waitFor(() => expect(four!.open).toBe(true));
});

it('gives the question its anchor when the page left it out', async () => {
  document.body.innerHTML = faq('faq-id="7"', '');
  const host = document.querySelector('sport-faq-item')!;
  await ready(host);
  expect(host.querySelector('details')!.id).toBe('faq-7');
});

it.each([
  ['', 'ontbreekt'],
  ['faq-id="3 OR 1=1"', 'ongeldig'],
])('without a valid faq-id (%s) the content stays and one warning names the element and attribute', async (attributes, problem) => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  document.body.innerHTML = faq(attributes, '');
  const host = document.querySelector('sport-faq-item')!;
  await ready(host);
  expect(host.querySelector('details')).not.toBeNull();
  expect(host.textContent).toContain('Kan ik annuleren?');
  expect(warn).toHaveBeenCalledTimes(1);
  expect(String(warn.mock.calls[0]![0])).toMatch(new RegExp(`<sport-faq-item> attribuut "faq-id": .*${problem}`));
});

it('an element without <details> keeps its content and warns once', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  document.body.innerHTML = '<sport-faq-item faq-id="1"><p>Alleen tekst</p></sport-faq-item>';
  await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
  expect(document.querySelector('sport-faq-item')!.textContent).toBe('Alleen tekst');
});
