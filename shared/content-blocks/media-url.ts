// URL rules for media addresses inside the content blocks: the one shared URL
// policy (shared/sanitize-policy.ts: http(s) or same-site only), resolved to an address.
import { isSafeUrl } from '../sanitize-policy';

/** The absolute address when it is http(s) (a relative address resolves on the page's own site); else null. */
export function safeMediaUrl(value: string | null | undefined, base: string = document.baseURI): string | null {
  if (!value || !isSafeUrl(value)) return null;
  try {
    // eslint-disable-next-line no-control-regex
    const url = new URL(value.replace(/[\u0000-\u0020\u007f-\u009f]/g, ''), base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

export type VideoSource = { kind: 'file'; src: string } | { kind: 'youtube' | 'vimeo'; id: string; embed: string };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/** A CMS video address as something we can play: a video file, or a YouTube or Vimeo video. */
export function videoSource(value: string | null | undefined, base?: string): VideoSource | null {
  const href = safeMediaUrl(value, base);
  if (!href) return null;
  const url = new URL(href);
  const host = url.hostname.replace(/^(www|m)\./, '');
  if (host === 'youtu.be' || host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const youtube =
      host === 'youtu.be'
        ? url.pathname.slice(1)
        : url.pathname === '/watch'
          ? url.searchParams.get('v')
          : /^\/(?:embed|shorts|live)\/([^/]+)/.exec(url.pathname)?.[1];
    // a YouTube page that is not one video is no video file either
    if (!youtube || !YOUTUBE_ID.test(youtube)) return null;
    // youtube-nocookie: no tracking cookies; the frame exists only after play
    return { kind: 'youtube', id: youtube, embed: `https://www.youtube-nocookie.com/embed/${youtube}?autoplay=1&rel=0&playsinline=1` };
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const id = /^\/(?:video\/)?(\d{1,12})(?:\/|$)/.exec(url.pathname)?.[1];
    return id ? { kind: 'vimeo', id, embed: `https://player.vimeo.com/video/${id}?autoplay=1&dnt=1` } : null;
  }
  return { kind: 'file', src: href };
}
