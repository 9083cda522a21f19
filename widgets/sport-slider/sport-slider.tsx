import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type FocusEvent } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import type { EmblaCarouselType } from 'embla-carousel';
import { ContentGuard, prefersReducedMotion, useRestore, useServerContent } from '../../shared/content-blocks/server-content';
import { readFlag, warnEditor } from '../../shared/content-blocks/editor-safety';
import { findMediaItems, VideoItem, type MediaElements } from '../../shared/content-blocks/VideoItem';
import { AUTOPLAY_INTERVAL_MS, EMBLA_DURATION, RESIZE_DEBOUNCE_MS } from './timing';
import { nl } from './nl';

interface Props {
  container: HTMLElement;
  bullets?: boolean;
  customPadding?: boolean;
  autoplay?: boolean;
}

/** The server's row of slides: the first element with class "slider" (or the first element). */
function findTrack(nodes: Node[]): HTMLElement | null {
  const elements = nodes.filter((n): n is HTMLElement => n instanceof HTMLElement);
  return elements.find((e) => e.classList.contains('slider')) ?? elements.find((e) => e.children.length > 0) ?? null;
}

/** The heading the page gave the slider's section, so the region has the same name. */
function labelledBy(host: HTMLElement): string | undefined {
  const id = host.closest('[aria-labelledby]')?.getAttribute('aria-labelledby')?.split(' ')[0];
  return id && document.getElementById(id) ? id : undefined;
}

/** Loads the images of the slides around what is shown, so a slide is never blank when it comes into view. */
function wakeImages(api: EmblaCarouselType): void {
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

function Carousel({ host, nodes, track }: { host: HTMLElement; nodes: Node[]; track: HTMLElement }) {
  const [flags] = useState(() => ({
    bullets: readFlag(host, 'bullets', false),
    autoplay: readFlag(host, 'autoplay', false),
    customPadding: readFlag(host, 'custom-padding', false),
  }));
  const [reducedMotion] = useState(prefersReducedMotion);
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [options] = useState(() => {
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
  });
  const [emblaRef, api] = useEmblaCarousel(options);
  const [snaps, setSnaps] = useState(0);
  const [selected, setSelected] = useState(0);
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(false);
  const [playing, setPlaying] = useState(flags.autoplay && !reducedMotion);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [videoPlaying, setVideoPlaying] = useState(false);
  const [media, setMedia] = useState<MediaElements[]>([]);

  // a visitor who tabbed to the row before the carousel came keeps focus: the row hands its tab stop to the carousel
  const region = useRef<HTMLDivElement>(null);
  useRestore(nodes, viewport, region);

  // Without script the row itself is the focusable, named region (its fallback); while the carousel
  // runs, the carousel is (one tab stop, one name), and the row gets its attributes back on unmount.
  useLayoutEffect(() => {
    const names = ['tabindex', 'role', 'aria-label', 'aria-labelledby'];
    const kept = names.map((name) => [name, track.getAttribute(name)] as const);
    for (const name of names) track.removeAttribute(name);
    return () => {
      for (const [name, value] of kept) if (value !== null) track.setAttribute(name, value);
    };
  }, [track]);

  // before the first paint with embla: the row stops scrolling by itself; keep its height exactly
  // (its scrollbar goes, so its bottom padding takes the scrollbar's place: no layout shift)
  useLayoutEffect(() => {
    if (!viewport || !track.isConnected) return;
    const scrollbar = track.offsetHeight - track.clientHeight - (parseFloat(getComputedStyle(track).borderBottomWidth) || 0) - (parseFloat(getComputedStyle(track).borderTopWidth) || 0);
    const bottom = parseFloat(getComputedStyle(track).paddingBottom) || 0;
    track.style.paddingBottom = `${bottom + Math.max(0, scrollbar)}px`;
    host.classList.add('sport-slider--ready');
    return () => {
      host.classList.remove('sport-slider--ready');
      track.style.paddingBottom = '';
    };
  }, [viewport, track, host]);

  useEffect(() => {
    if (!api) return;
    const update = () => {
      setSnaps(api.scrollSnapList().length);
      setSelected(api.selectedScrollSnap());
      setCanPrev(api.canScrollPrev());
      setCanNext(api.canScrollNext());
      wakeImages(api);
    };
    const slides = api.slideNodes();
    slides.forEach((slide, i) => {
      slide.setAttribute('role', 'group');
      slide.setAttribute('aria-roledescription', nl.slideRoleDescription);
      slide.setAttribute('aria-label', nl.slideLabel(i + 1, slides.length));
    });
    if (slides.length === 0) warnEditor(host, 'inhoud', 'de slider heeft geen dia’s; zet elementen met class "slide" in de rij.');
    update();
    api.on('select', update).on('reInit', update).on('slidesInView', () => wakeImages(api));
    setMedia(findMediaItems(host, track));
    return () => {
      api.off('select', update).off('reInit', update);
    };
  }, [api, host, track]);

  // WAI-ARIA carousel: announce slide changes only when the visitor makes them
  const rotating = playing && !hovered && !focused && !videoPlaying;
  useEffect(() => {
    track.setAttribute('aria-live', rotating ? 'off' : 'polite');
  }, [rotating, track]);

  useEffect(() => {
    if (!api || !rotating) return;
    const timer = window.setInterval(() => {
      if (api.canScrollNext()) api.scrollNext();
      else api.scrollTo(0);
    }, AUTOPLAY_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [api, rotating]);

  const setRef = useCallback(
    (node: HTMLDivElement | null) => {
      setViewport(node);
      emblaRef(node);
    },
    [emblaRef],
  );

  const onKeyDown = (event: KeyboardEvent) => {
    if (!api || event.target instanceof HTMLVideoElement) return;
    if (event.key === 'ArrowLeft') api.scrollPrev();
    else if (event.key === 'ArrowRight') api.scrollNext();
    else return;
    event.preventDefault();
  };
  const onBlur = (event: FocusEvent) => {
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setFocused(false);
  };
  const id = labelledBy(host);

  return (
    <div
      ref={region}
      className="sport-slider"
      role="region"
      aria-roledescription={nl.roleDescription}
      aria-labelledby={id}
      aria-label={id ? undefined : nl.defaultLabel}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      <div className="sport-slider__controls">
        {flags.autoplay && (
          <button type="button" className="sport-slider__pause" aria-label={playing ? nl.pauseLabel : nl.playLabel} onClick={() => setPlaying(!playing)}>
            <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              {playing ? <path d="M4 2h3v12H4zM9 2h3v12H9z" /> : <path d="M4 2l10 6-10 6z" />}
            </svg>
            <span aria-hidden="true">{playing ? nl.pause : nl.play}</span>
          </button>
        )}
        <button type="button" className="sport-slider__arrow" aria-label={nl.previous} aria-disabled={!canPrev} onClick={() => api?.scrollPrev()}>
          <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false"><path d="M10.5 2 4.5 8l6 6" /></svg>
        </button>
        <button type="button" className="sport-slider__arrow" aria-label={nl.next} aria-disabled={!canNext} onClick={() => api?.scrollNext()}>
          <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false"><path d="m5.5 2 6 6-6 6" /></svg>
        </button>
        {flags.bullets && snaps > 1 && (
          <div className="sport-slider__bullets" role="group" aria-label={nl.bullets}>
            {Array.from({ length: snaps }, (_, i) => (
              <button
                key={i}
                type="button"
                className="sport-slider__bullet"
                aria-label={nl.bullet(i + 1)}
                aria-current={i === selected ? 'true' : undefined}
                onClick={() => api?.scrollTo(i)}
              />
            ))}
          </div>
        )}
      </div>
      <div className="sport-slider__viewport" ref={setRef} />
      {media.map((item, i) => (
        <VideoItem key={i} item={item} onPlayingChange={setVideoPlaying} />
      ))}
    </div>
  );
}

function Slider({ container: host, nodes }: { container: HTMLElement; nodes: Node[] }) {
  const [track] = useState(() => findTrack(nodes));
  if (!track) {
    return <MissingTrack host={host} nodes={nodes} />;
  }
  return <Carousel host={host} nodes={nodes} track={track} />;
}

function MissingTrack({ host, nodes }: { host: HTMLElement; nodes: Node[] }) {
  useRestore(nodes, host);
  useEffect(() => warnEditor(host, 'inhoud', 'er staat geen rij dia’s (class "slider") in het element; de inhoud blijft zoals hij is.'), [host]);
  return null;
}

/** <sport-slider>: the server's row of slides as an embla carousel (spec §2 "Slider", WAI-ARIA carousel). */
export function SportSlider({ container }: Props) {
  const nodes = useServerContent(container);
  return (
    <ContentGuard host={container} nodes={nodes}>
      <Slider container={container} nodes={nodes} />
    </ContentGuard>
  );
}
