// The server's row of slides and what the carousel reads from the page around it (no React here).
import type { EmblaCarouselType } from 'embla-carousel';
import { EMBLA_DURATION, RESIZE_DEBOUNCE_MS } from './timing';

/** The server's row of slides: the first element with class "slider" (or the first element). */
export function findTrack(nodes: Node[]): HTMLElement | null {
  const elements = nodes.filter((n): n is HTMLElement => n instanceof HTMLElement);
  return elements.find((e) => e.classList.contains('slider')) ?? elements.find((e) => e.children.length > 0) ?? null;
}

/** The heading the page gave the slider's section, so the region has the same name. */
export function labelledBy(host: HTMLElement): string | undefined {
  const id = host.closest('[aria-labelledby]')?.getAttribute('aria-labelledby')?.split(' ')[0];
  return id && document.getElementById(id) ? id : undefined;
}

/** Loads the images of the slides around what is shown, so a slide is never blank when it comes into view. */
export function wakeImages(api: EmblaCarouselType): void {
  const slides = api.slideNodes();
  const inView = api.slidesInView();
  const selected = api.internalEngine().slideRegistry[api.selectedScrollSnap()] ?? [];
  const shown = [...inView, ...selected];
  if (shown.length === 0) return;
  const from = Math.max(0, Math.min(...shown) - 2);
  const to = Math.min(slides.length - 1, Math.max(...shown) + 3);
  for (let i = from; i <= to; i++) {
    for (const img of slides[i]!.querySelectorAll('img')) if (img.loading === 'lazy') img.loading = 'eager';
  }
}

/** embla's options for one carousel over `track` (created once per carousel: it keeps the widths it saw). */
export function carouselOptions(track: HTMLElement, reducedMotion: boolean) {
  let resizeTimer = 0;
  const widths = new WeakMap<Element, number>();
  return {
    // every slide stops where the first one starts: after the side padding (spec §9), read on each (re)init
    align: () => parseFloat(getComputedStyle(track).paddingLeft) || 0,
    containScroll: 'trimSnaps',
    duration: reducedMotion ? 0 : EMBLA_DURATION,
    watchResize: (embla: EmblaCarouselType, entries: ResizeObserverEntry[]) => {
      // a ResizeObserver reports every node once when it starts (also after each reInit): only a
      // real change of width counts, and then once, 250 ms after the last one (spec §9 debounce)
      let changed = false;
      for (const { target, contentRect } of entries) {
        const before = widths.get(target);
        widths.set(target, contentRect.width);
        if (before !== undefined && Math.abs(before - contentRect.width) >= 0.5) changed = true;
      }
      if (changed) {
        window.clearTimeout(resizeTimer);
        resizeTimer = window.setTimeout(() => embla.reInit(), RESIZE_DEBOUNCE_MS);
      }
      return false;
    },
  } as const;
}
