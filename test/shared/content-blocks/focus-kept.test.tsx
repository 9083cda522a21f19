// @vitest-environment happy-dom
import { afterEach, expect, it } from 'vitest';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { SportFaqItem } from '../../../widgets/sport-faq-item/sport-faq-item';
import { SportVideo } from '../../../widgets/sport-video/sport-video';
import { SportSlider } from '../../../widgets/sport-slider/sport-slider';

// A visitor on a slow phone network tabs to a block's server-rendered control before the block's code
// has arrived; when the element mounts (it takes the server nodes and puts them back), focus stays on
// that control instead of falling to <body>. Mounted as r2wc does: a React root on the host itself.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

function host(tag: string, html: string): HTMLElement {
  document.body.innerHTML = `<p><a href="/">Vooraf</a></p><${tag}>${html}</${tag}><p><a href="/na">Erna</a></p>`;
  return document.querySelector<HTMLElement>(tag)!;
}

function mount(element: HTMLElement, node: React.ReactNode) {
  act(() => {
    root = createRoot(element);
    root.render(node);
  });
}

it('an FAQ question focused before the element mounts keeps focus, the same node, after it mounts', () => {
  const el = host(
    'sport-faq-item',
    `<details class="faq-item" id="faq-3"><summary class="faq-item__question">Kan ik annuleren?</summary><div class="faq-item__answer"><p>Ja.</p></div></details>`,
  );
  el.setAttribute('faq-id', '3');
  const summary = el.querySelector('summary')!;
  summary.focus();
  expect(document.activeElement).toBe(summary);
  mount(el, <SportFaqItem container={el} faqId="3" />);
  expect(el).toHaveClass('sport-faq-item--ready');
  expect(el.querySelector('summary')).toBe(summary);
  expect(document.activeElement).toBe(summary);
});

it("a video's play link focused before the element mounts keeps focus", () => {
  const el = host(
    'sport-video',
    `<figure><div class="media-item"><a class="media-item__link" href="/v.mp4" data-title="Kampweek"><img src="/p.svg" alt=""><span class="media-item__play">Speel de video af</span></a></div></figure>`,
  );
  const link = el.querySelector<HTMLElement>('a')!;
  link.focus();
  mount(el, <SportVideo container={el} />);
  expect(el).toHaveClass('sport-video--ready');
  expect(document.activeElement).toBe(link);
});

it("the slider's row focused before the element mounts hands focus to the carousel that takes over its tab stop", () => {
  const el = host(
    'sport-slider',
    `<div class="slider" role="region" aria-label="Foto’s" tabindex="0"><div class="slide"><img src="/a.svg" alt="A"></div><div class="slide"><img src="/b.svg" alt="B"></div></div>`,
  );
  const row = el.querySelector<HTMLElement>('.slider')!;
  row.focus();
  expect(document.activeElement).toBe(row);
  mount(el, <SportSlider container={el} />);
  const carousel = el.querySelector<HTMLElement>('.sport-slider')!;
  expect(carousel).toHaveAttribute('tabindex', '0');
  expect(row).not.toHaveAttribute('tabindex');
  expect(document.activeElement).toBe(carousel);
});

it('a block that did not have focus takes none: focus stays where the visitor is', () => {
  const el = host('sport-faq-item', `<details class="faq-item"><summary>Vraag</summary><p>Antwoord</p></details>`);
  el.setAttribute('faq-id', '4');
  const after = document.querySelector<HTMLElement>('a[href="/na"]')!;
  after.focus();
  mount(el, <SportFaqItem container={el} faqId="4" />);
  expect(document.activeElement).toBe(after);
});
