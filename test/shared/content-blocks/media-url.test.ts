import { describe, expect, it } from 'vitest';
import { safeMediaUrl, videoSource } from '../../../shared/content-blocks/media-url';

const base = 'https://sportkamp.example/evenementen/x';

describe('safeMediaUrl (http(s) or same-site only)', () => {
  it.each([
    ['/assets/video/kampweek.mp4', 'https://sportkamp.example/assets/video/kampweek.mp4'],
    ['kamp.vtt', 'https://sportkamp.example/evenementen/kamp.vtt'],
    ['https://cdn.example.nl/v.mp4', 'https://cdn.example.nl/v.mp4'],
    ['http://cdn.example.nl/v.mp4', 'http://cdn.example.nl/v.mp4'],
  ])('allows %s', (input, expected) => {
    expect(safeMediaUrl(input, base)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    ' java\tscript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:video/mp4;base64,AAAA',
    'blob:https://x/1',
    'vbscript:x',
    'file:///etc/passwd',
    '',
    null,
    undefined,
  ])('refuses %s', (input) => {
    expect(safeMediaUrl(input, base)).toBeNull();
  });
});

describe('videoSource', () => {
  it('reads YouTube addresses and plays them from youtube-nocookie.com', () => {
    for (const url of [
      'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      'https://youtu.be/aqz-KE-bpKQ',
      'https://www.youtube.com/embed/aqz-KE-bpKQ',
      'https://m.youtube.com/shorts/aqz-KE-bpKQ',
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
    ]) {
      const source = videoSource(url, base);
      expect(source, url).toMatchObject({ kind: 'youtube', id: 'aqz-KE-bpKQ' });
      expect(source?.kind === 'youtube' && source.embed).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/aqz-KE-bpKQ\?autoplay=1/);
    }
  });

  it('reads Vimeo addresses', () => {
    expect(videoSource('https://vimeo.com/76979871', base)).toMatchObject({
      kind: 'vimeo',
      embed: 'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1',
    });
    expect(videoSource('https://player.vimeo.com/video/76979871', base)).toMatchObject({ kind: 'vimeo', id: '76979871' });
  });

  it('treats other http(s) addresses as video files', () => {
    expect(videoSource('/assets/video/kampweek.mp4', base)).toEqual({
      kind: 'file',
      src: 'https://sportkamp.example/assets/video/kampweek.mp4',
    });
  });

  it('refuses unsafe addresses and YouTube addresses without a valid id', () => {
    expect(videoSource('javascript:alert(1)', base)).toBeNull();
    expect(videoSource('https://www.youtube.com/watch?v=<script>', base)).toBeNull();
    expect(videoSource('https://www.youtube.com/watch', base)).toBeNull();
    expect(videoSource('https://vimeo.com/channels/staff', base)).toBeNull();
  });
});
