// spec §2 "Media video slider item and video player": a poster with a play-button overlay; the video
// loads only when play is pressed; the media item goes fullscreen on play and leaves fullscreen on
// pause or end. YouTube and Vimeo frames are created only after play, so no third party is contacted
// before (issue 12 item 3). Used by <sport-video> and by the video slides of <sport-slider>.
//
// Server markup, readable and playable without script (a plain link to the video):
//   <div class="media-item"><a class="media-item__link" href="{video}" data-captions="{vtt}">
//     <img …poster…><span class="media-item__play">…</span></a></div>
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { safeMediaUrl, videoSource, type VideoSource } from './media-url';
import { warnEditor } from './editor-safety';
import { mediaNl } from './nl';

export interface MediaElements {
  box: HTMLElement;
  link: HTMLAnchorElement;
  source: VideoSource;
  captions: string | null;
  title: string;
}

/** The video items inside `root`, each with a checked source; a bad address warns once and stays a plain, harmless link. */
export function findMediaItems(host: HTMLElement, root: ParentNode): MediaElements[] {
  const items: MediaElements[] = [];
  for (const link of root.querySelectorAll<HTMLAnchorElement>('.media-item__link')) {
    const box = link.closest<HTMLElement>('.media-item');
    if (!box) continue;
    const source = videoSource(link.getAttribute('href'));
    if (!source) {
      warnEditor(host, 'href', `het video-adres "${link.getAttribute('href') ?? ''}" is geen http(s)-adres van een videobestand, YouTube of Vimeo; de video wordt niet afgespeeld.`);
      link.removeAttribute('href');
      continue;
    }
    const rawCaptions = link.dataset.captions;
    const captions = rawCaptions ? safeMediaUrl(rawCaptions) : null;
    if (rawCaptions && !captions) warnEditor(host, 'data-captions', `het ondertitelbestand "${rawCaptions}" is geen http(s)-adres; de video speelt zonder ondertitels.`);
    const title = link.dataset.title ?? box.querySelector('img')?.getAttribute('alt') ?? '';
    items.push({ box, link, source, captions, title });
  }
  return items;
}

function leaveFullscreen(box: HTMLElement): void {
  if (document.fullscreenElement === box) document.exitFullscreen().catch(() => undefined);
}

interface Props {
  item: MediaElements;
  /** true while the video plays; false on pause and at the end */
  onPlayingChange?: (playing: boolean) => void;
}

/** One media item: listens to its poster link and, after play, draws the player into the item. */
export function VideoItem({ item, onPlayingChange }: Props) {
  const [started, setStarted] = useState(false);
  const playerRef = useRef<HTMLVideoElement & HTMLIFrameElement>(null);
  const notify = useRef(onPlayingChange);
  notify.current = onPlayingChange;

  useEffect(() => {
    const { link, box } = item;
    const onClick = (event: MouseEvent) => {
      if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      // within the click: the Fullscreen API needs the visitor's gesture
      box.requestFullscreen?.().catch(() => undefined);
      box.classList.add('media-item--started');
      setStarted(true);
      notify.current?.(true);
    };
    link.addEventListener('click', onClick);
    return () => link.removeEventListener('click', onClick);
  }, [item]);

  useEffect(() => {
    if (!started) return;
    item.link.hidden = true;
    const player = playerRef.current;
    player?.focus();
    if (player instanceof HTMLVideoElement) {
      player.play().catch(() => undefined);
    }
  }, [started, item]);

  if (!started) return null;
  const { source, box, captions, title } = item;
  const stop = () => {
    leaveFullscreen(box);
    notify.current?.(false);
  };
  const player =
    source.kind === 'file' ? (
      <video
        ref={playerRef}
        className="media-item__player"
        src={source.src}
        controls
        playsInline
        preload="auto"
        onPlay={() => notify.current?.(true)}
        onPause={stop}
        onEnded={stop}
      >
        {captions && <track kind="captions" src={captions} srcLang="nl" label={mediaNl.captionsLabel} default />}
      </video>
    ) : (
      <iframe
        ref={playerRef}
        className="media-item__player"
        src={source.embed}
        title={mediaNl.videoFrameTitle(title)}
        allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  return createPortal(player, box);
}
