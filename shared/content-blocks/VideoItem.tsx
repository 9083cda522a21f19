// spec §2 "Media video slider item and video player": a poster with a play-button overlay; the video
// loads only when play is pressed; the media item goes fullscreen on play and leaves fullscreen on
// pause or end. YouTube and Vimeo frames are created only after play, so no third party is contacted
// before. Used by <sport-video> and by the video slides of <sport-slider>.
//
// Server markup, readable and playable without script (a plain link to the video):
//   <div class="media-item"><a class="media-item__link" href="{video}" data-captions="{vtt}">
//     <img …poster…><span class="media-item__play">…</span></a></div>
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { safeMediaUrl, videoSource, type VideoSource } from './media-url';
import { warnEditor } from '../attributes';
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
      warnEditor(
        host,
        'href',
        `het video-adres "${link.getAttribute('href') ?? ''}" is geen http(s)-adres van een videobestand, YouTube of Vimeo; de video wordt niet afgespeeld.`,
      );
      link.removeAttribute('href');
      continue;
    }
    const rawCaptions = link.dataset.captions;
    const captions = rawCaptions ? safeMediaUrl(rawCaptions) : null;
    if (rawCaptions && !captions)
      warnEditor(
        host,
        'data-captions',
        `het ondertitelbestand "${rawCaptions}" is geen http(s)-adres; de video speelt zonder ondertitels.`,
      );
    const title = link.dataset.title ?? box.querySelector('img')?.getAttribute('alt') ?? '';
    items.push({ box, link, source, captions, title });
  }
  return items;
}

/** A YouTube (onStateChange/infoDelivery: 1 playing, 2 paused, 0 ended) or Vimeo (play/pause/ended) message. */
function playerState(data: unknown, youtube: boolean): 'playing' | 'stopped' | null {
  let message: unknown = data;
  if (typeof data === 'string') {
    try {
      message = JSON.parse(data);
    } catch {
      return null;
    }
  }
  if (typeof message !== 'object' || message === null) return null;
  const { event, info } = message as { event?: unknown; info?: unknown };
  if (youtube) {
    const state =
      event === 'onStateChange'
        ? info
        : event === 'infoDelivery' && typeof info === 'object' && info !== null
          ? (info as { playerState?: unknown }).playerState
          : undefined;
    return state === 1 ? 'playing' : state === 0 || state === 2 ? 'stopped' : null;
  }
  return event === 'play' ? 'playing' : event === 'pause' || event === 'ended' ? 'stopped' : null;
}

const sameOrigin = (url: string): boolean => new URL(url, location.href).origin === location.origin;

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

  // YouTube and Vimeo tell their state only by postMessage: listen for pause and end (leave
  // fullscreen) without loading their script libraries
  useEffect(() => {
    const frame = playerRef.current;
    if (!started || !(frame instanceof HTMLIFrameElement) || item.source.kind === 'file') return;
    const origin = new URL(item.source.embed).origin;
    const youtube = item.source.kind === 'youtube';
    const subscribe = () => {
      const send = (message: object) => frame.contentWindow?.postMessage(JSON.stringify(message), origin);
      if (youtube) send({ event: 'listening', id: 1, channel: 'widget' });
      else for (const value of ['play', 'pause', 'ended']) send({ method: 'addEventListener', value });
    };
    const onMessage = (event: MessageEvent) => {
      if (!frame.contentWindow || event.source !== frame.contentWindow || event.origin !== origin) return;
      const state = playerState(event.data, youtube);
      if (state === 'playing') notify.current?.(true);
      else if (state === 'stopped') {
        leaveFullscreen(item.box);
        notify.current?.(false);
      }
    };
    frame.addEventListener('load', subscribe);
    window.addEventListener('message', onMessage);
    return () => {
      frame.removeEventListener('load', subscribe);
      window.removeEventListener('message', onMessage);
    };
  }, [started, item]);

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
        // captions of another origin (the shop's, on a club's page) load only over CORS: without it the
        // browser refuses the <track> and the video plays without them (server/http/cors.ts answers it)
        crossOrigin={captions && !sameOrigin(captions) ? 'anonymous' : undefined}
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
        src={source.kind === 'youtube' ? `${source.embed}&enablejsapi=1&origin=${encodeURIComponent(location.origin)}` : source.embed}
        title={mediaNl.videoFrameTitle(title)}
        allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  return createPortal(player, box);
}
