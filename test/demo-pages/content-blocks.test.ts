import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSite } from '../../demo-pages/site';

// The server-rendered content of the content blocks and the FAQPage structured data.
const WIDTHS = [375, 750, 1200];
const image = (name: string, alt = 'Foto') => ({
  alt,
  sources: WIDTHS.map((width) => ({ width, url: `/assets/img/${name}.svg?w=${width}` })),
});

const faq = [
  { id: '1', question: 'Wat neem ik mee?', answer: '<p>Sportkleding en een <a href="/evenementen">bidon</a>.</p><script>steal()</script>' },
  { id: '2', question: 'Kan ik annuleren? </script><script>alert(1)</script>', answer: '<p>Ja.</p>' },
];
const media = {
  sliderMedia: [
    { id: '1', type: 'image', title: 'Training', text: 'Veel balcontact.', image: image('slide-1', 'Kinderen trainen') },
    {
      id: '2',
      type: 'video',
      title: 'Kampweek',
      text: '',
      image: image('poster'),
      videoUrl: '/assets/video/kampweek.mp4',
      captions: '/assets/video/kampweek.vtt',
    },
    {
      id: '3',
      type: 'video',
      title: 'Kwaad',
      text: '',
      image: image('poster'),
      videoUrl: 'javascript:alert(1)',
      captions: 'javascript:alert(2)',
    },
    { id: '4', type: 'video', title: 'YouTube', text: '', image: image('poster'), videoUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ' },
  ],
  videos: [
    {
      id: '1',
      title: 'Zo ziet een kampweek eruit',
      text: '<p>Tekst</p><form><input></form><p onclick="x()">klik</p>',
      poster: image('poster'),
      videoUrl: '/assets/video/kampweek.mp4',
      captions: '/assets/video/kampweek.vtt',
    },
    { id: '2', title: 'Zonder video', text: '', poster: image('poster'), videoUrl: '' },
  ],
  photoEnvironments: [
    {
      event: 'herfstkamp',
      photos: [
        { id: 'p1', type: 'image', title: 'Warming-up', image: image('slide-1') },
        { id: 'p2', type: 'image', title: 'Finale', image: image('slide-2') },
      ],
    },
  ],
};
const event = (slug: string, photos: string | null) => ({
  id: slug,
  external_id: `uuid-${slug}`,
  title: slug,
  slug,
  startDate: '2026-10-12T09:00:00+02:00',
  endDate: '2026-10-16T16:00:00+02:00',
  price: 100,
  initial_stock: 10,
  ended: true,
  photoAndVideoEnvironment: photos,
  description: '',
});

let dir: string;
let site: ReturnType<typeof createSite>;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'content-blocks-'));
  writeFileSync(join(dir, 'faq.json'), JSON.stringify(faq));
  writeFileSync(join(dir, 'media.json'), JSON.stringify(media));
  writeFileSync(
    join(dir, 'events.json'),
    JSON.stringify([
      event('herfstkamp', '/evenementen/herfstkamp#fotos'),
      event('zonder-fotos', '/evenementen/zonder-fotos#fotos'),
      event('geen-omgeving', null),
    ]),
  );
  site = createSite({ contentDir: dir });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const get = (path: string) => site.renderPage(new URL(path, 'http://localhost:3000')).html;
const structuredData = (page: string) =>
  [...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as { '@type': string; mainEntity: { name: string; acceptedAnswer: { text: string } }[] },
  );

describe('FAQPage structured data', () => {
  it.each(['/', '/veelgestelde-vragen'])('%s carries one FAQPage built from the questions it shows', (path) => {
    const page = get(path);
    const [data, ...more] = structuredData(page);
    expect(more).toEqual([]);
    expect(data!['@type']).toBe('FAQPage');
    expect(data!.mainEntity.map((q) => q.name)).toEqual(faq.map((f) => f.question));
    expect(data!.mainEntity[0]!.acceptedAnswer.text).toBe('<p>Sportkleding en een <a href="/evenementen">bidon</a>.</p>');
    // a question cannot end the script element early
    expect(page).not.toContain('</script><script>alert(1)');
    for (const f of faq) expect(page).toContain(`id="faq-${f.id}"`);
  });

  it('a page without FAQ items has no FAQPage', () => {
    expect(structuredData(get('/evenementen'))).toEqual([]);
  });
});

describe('media in the slider and the video player', () => {
  it('renders a video slide as a link to the clip with its captions, and drops unsafe addresses', () => {
    const page = get('/');
    const slider = page.slice(page.indexOf('<sport-slider'), page.indexOf('</sport-slider>'));
    expect(slider.match(/<div class="slide">/g)).toHaveLength(4);
    expect(slider).toContain(
      '<a class="media-item__link" href="/assets/video/kampweek.mp4" data-captions="/assets/video/kampweek.vtt" data-title="Kampweek">',
    );
    expect(slider).toContain('href="https://www.youtube.com/watch?v=aqz-KE-bpKQ"');
    expect(slider).toContain('Speel de video af: YouTube');
    expect(slider).not.toContain('javascript:');
    // the unsafe video still shows as a photo slide with its poster
    expect(slider).toContain('<strong>Kwaad</strong>');
    // no YouTube frame or player before play: nothing to fetch from a third party
    expect(page).not.toMatch(/<iframe|youtube-nocookie|<video/);
  });

  it('renders <sport-video> for a video with a file, its text sanitised; none for a video without one', () => {
    const page = get('/');
    expect(page.match(/<sport-video>/g)).toHaveLength(1);
    const block = page.slice(page.indexOf('<sport-video>'), page.indexOf('</sport-video>'));
    expect(block).toContain('Speel de video af: Zo ziet een kampweek eruit');
    expect(block).toContain('<p>Tekst</p>');
    expect(block).not.toMatch(/<form|<input|onclick/);
  });
});

describe("an event's photos at #fotos", () => {
  it("holds the photo environment in an autoplaying slider, so the dashboard's link lands", () => {
    const page = get('/evenementen/herfstkamp');
    const section = page.slice(page.indexOf('id="fotos"'));
    expect(section).toContain('<sport-slider bullets="true" custom-padding="true" autoplay="true">');
    expect(section.match(/<div class="slide">/g)).toHaveLength(2);
    expect(section).toContain('<strong>Finale</strong>');
  });

  it('keeps the anchor with a short text when the photos are not online yet, and has none without an environment', () => {
    expect(get('/evenementen/zonder-fotos')).toMatch(/id="fotos"[\s\S]*komen binnenkort online/);
    expect(get('/evenementen/geen-omgeving')).not.toContain('id="fotos"');
  });
});
