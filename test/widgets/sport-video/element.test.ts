// @vitest-environment happy-dom
// @vitest-environment-options { "settings": { "disableIframePageLoading": true } }
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';

const block = (href: string, captions = '') => `<sport-video>
  <figure>
    <div class="media-item">
      <a class="media-item__link" href="${href}"${captions ? ` data-captions="${captions}"` : ''} data-title="Kampweek">
        <img src="/assets/img/poster.svg" alt=""><span class="media-item__play">Speel de video af: Kampweek</span>
      </a>
    </div>
    <figcaption>Van maandag tot vrijdag.</figcaption>
  </figure>
</sport-video>`;

beforeAll(async () => {
  await import('../../../widgets/sport-video/element');
});
afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

/** waitFor retries only on a throw: a player that is not there yet must throw, not return null. */
function present<T>(element: T | null): T {
  if (element === null) throw new Error('not there yet');
  return element;
}

async function mount(html: string) {
  document.body.innerHTML = html;
  const host = document.querySelector('sport-video')!;
  await waitFor(() => expect(host).toHaveClass('sport-video--ready'), { timeout: 5000 });
  return host;
}

it('shows the poster and no player until play is pressed; then plays the file with its captions, fullscreen', async () => {
  const fullscreen = vi.fn(() => Promise.resolve());
  HTMLElement.prototype.requestFullscreen = fullscreen;
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  const host = await mount(block('/assets/video/kampweek.mp4', '/assets/video/kampweek.vtt'));
  expect(host.querySelector('video')).toBeNull();

  await userEvent.click(host.querySelector('a')!);
  const video = await waitFor(() => present(host.querySelector('video')), { timeout: 5000 });
  expect(video.getAttribute('src')).toBe(`${location.origin}/assets/video/kampweek.mp4`);
  expect(video.querySelector('track')).toHaveAttribute('src', `${location.origin}/assets/video/kampweek.vtt`);
  expect(video.querySelector('track')).toHaveAttribute('kind', 'captions');
  expect(fullscreen).toHaveBeenCalledTimes(1);
  expect(fullscreen.mock.contexts[0]).toBe(host.querySelector('.media-item'));
  await waitFor(() => expect(play).toHaveBeenCalled());
  expect(host.querySelector('a')!.hidden).toBe(true);
  expect(host).toHaveClass('sport-video--playing');

  // pause and end: leave fullscreen, the text comes back
  const exit = vi.fn(() => Promise.resolve());
  document.exitFullscreen = exit;
  Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => host.querySelector('.media-item') });
  video.dispatchEvent(new Event('pause'));
  expect(exit).toHaveBeenCalledTimes(1);
  expect(host).not.toHaveClass('sport-video--playing');
  Reflect.deleteProperty(document, 'fullscreenElement');
});

it('creates the YouTube frame (youtube-nocookie) only after play', async () => {
  HTMLElement.prototype.requestFullscreen = vi.fn(() => Promise.resolve());
  const host = await mount(block('https://www.youtube.com/watch?v=aqz-KE-bpKQ'));
  expect(host.querySelector('iframe')).toBeNull();
  await userEvent.click(host.querySelector('a')!);
  const frame = await waitFor(() => present(host.querySelector('iframe')), { timeout: 5000 });
  expect(frame.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/aqz-KE-bpKQ\?autoplay=1/);
  expect(frame).toHaveAttribute('title', 'Video: Kampweek');
});

it('an unsafe video address is never followed: the link loses it, one warning names element and attribute', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const host = await mount(block('javascript:alert(1)'));
  expect(host.querySelector('a')).not.toHaveAttribute('href');
  expect(host.textContent).toContain('Van maandag tot vrijdag.');
  expect(warn).toHaveBeenCalledTimes(1);
  expect(String(warn.mock.calls[0]![0])).toMatch(/<sport-video> attribuut "href": .*javascript:alert\(1\)/);
});

it('unsafe captions are left out, the video still plays', async () => {
  HTMLElement.prototype.requestFullscreen = vi.fn(() => Promise.resolve());
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const host = await mount(block('/v.mp4', 'javascript:x'));
  await userEvent.click(host.querySelector('a')!);
  const video = await waitFor(() => present(host.querySelector('video')), { timeout: 5000 });
  expect(video.querySelector('track')).toBeNull();
  expect(String(warn.mock.calls[0]![0])).toContain('"data-captions"');
});

it("leaves fullscreen when YouTube says paused or ended, and only believes YouTube's own frame", async () => {
  HTMLElement.prototype.requestFullscreen = vi.fn(() => Promise.resolve());
  const exit = vi.fn(() => Promise.resolve());
  document.exitFullscreen = exit;
  const host = await mount(block('https://youtu.be/aqz-KE-bpKQ'));
  await userEvent.click(host.querySelector('a')!);
  const frame = await waitFor(() => present(host.querySelector('iframe')), { timeout: 5000 });
  expect(frame.getAttribute('src')).toContain('&enablejsapi=1&origin=');
  Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => host.querySelector('.media-item') });
  const paused = JSON.stringify({ event: 'onStateChange', info: 2 });

  // another window, or the right window from another origin: ignored
  window.dispatchEvent(new MessageEvent('message', { data: paused, origin: 'https://www.youtube-nocookie.com', source: window }));
  // happy-dom loads no frame: stand in for YouTube's window
  const player = { postMessage: vi.fn() } as unknown as Window;
  Object.defineProperty(frame, 'contentWindow', { configurable: true, get: () => player });
  // once the frame has loaded, the element asks YouTube for its state changes
  await waitFor(() => {
    frame.dispatchEvent(new Event('load'));
    expect(player.postMessage).toHaveBeenCalledWith(
      JSON.stringify({ event: 'listening', id: 1, channel: 'widget' }),
      'https://www.youtube-nocookie.com',
    );
  });
  window.dispatchEvent(new MessageEvent('message', { data: paused, origin: 'https://evil.example', source: player }));
  expect(exit).not.toHaveBeenCalled();
  expect(host).toHaveClass('sport-video--playing');

  window.dispatchEvent(new MessageEvent('message', { data: paused, origin: 'https://www.youtube-nocookie.com', source: player }));
  expect(exit).toHaveBeenCalledTimes(1);
  expect(host).not.toHaveClass('sport-video--playing');
  Reflect.deleteProperty(document, 'fullscreenElement');
});
