import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type FocusEvent } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import { prefersReducedMotion, useRestore } from '../../../shared/content-blocks/server-content';
import { warnEditor } from '../../../shared/attributes';
import { findMediaItems, VideoItem, type MediaElements } from '../../../shared/content-blocks/VideoItem';
import { AUTOPLAY_INTERVAL_MS } from '../timing';
import { carouselOptions, labelledBy, wakeImages } from '../track';
import { SliderControls } from './SliderControls';
import { nl } from '../nl';

interface Props {
  host: HTMLElement;
  nodes: Node[];
  track: HTMLElement;
  /** bullets="true" and autoplay="true", as the element read them when it started */
  flags: { bullets: boolean; autoplay: boolean };
}

/** The server's row of slides as an embla carousel (spec §2 "Slider", WAI-ARIA carousel). */
export function Carousel({ host, nodes, track, flags }: Props) {
  const [reducedMotion] = useState(prefersReducedMotion);
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [options] = useState(() => carouselOptions(track, reducedMotion));
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
    const scrollbar =
      track.offsetHeight -
      track.clientHeight -
      (parseFloat(getComputedStyle(track).borderBottomWidth) || 0) -
      (parseFloat(getComputedStyle(track).borderTopWidth) || 0);
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
    if (slides.length === 0) warnEditor(host, 'inhoud', nl.editor.noSlides);
    update();
    api
      .on('select', update)
      .on('reInit', update)
      .on('slidesInView', () => wakeImages(api));
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
      <SliderControls
        autoplay={flags.autoplay}
        playing={playing}
        onPlayingChange={setPlaying}
        canPrev={canPrev}
        canNext={canNext}
        onPrev={() => api?.scrollPrev()}
        onNext={() => api?.scrollNext()}
        bullets={flags.bullets}
        snaps={snaps}
        selected={selected}
        onSelect={(i) => api?.scrollTo(i)}
      />
      <div className="sport-slider__viewport" ref={setRef} />
      {media.map((item, i) => (
        <VideoItem key={i} item={item} onPlayingChange={setVideoPlaying} />
      ))}
    </div>
  );
}
