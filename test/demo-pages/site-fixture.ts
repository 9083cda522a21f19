// What the demo site's tests share: CMS content of their own (open, sold-out, ended and hostile events,
// FAQ, footer, socials, slides), written to a temporary folder, and the site rendered from it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSite } from '../../demo-pages/site';

export const WIDTHS = [375, 750, 1200, 1500, 1920, 2400];
const image = (name: string, alt = 'Foto') => ({
  alt,
  sources: WIDTHS.map((width) => ({ width, url: `/assets/img/${name}.svg?w=${width}` })),
});
const labels = { ended: 'Afgelopen', sold_out: 'Uitverkocht', sign_up: 'Inschrijven' };

const EVIL = '<script>alert("x")</script>';

export const events = [
  {
    id: '1',
    external_id: 'uuid-open',
    title: 'Zomerkamp',
    subtitle: 'Vijf dagen sport',
    slug: 'zomerkamp',
    // midnight in Amsterdam is 22:00 UTC the day before: the page must show the 14th (spec §4 "Event dates")
    startDate: '2027-07-13T22:00:00Z',
    endDate: '2027-07-16T16:00:00+02:00',
    location: 'Sportpark Noord, Utrecht',
    participantsAge: '7 t/m 12 jaar',
    price: 189,
    free_shirt: true,
    initial_stock: 20,
    ended: false,
    labels,
    description: '<p>Elke dag <strong>sport</strong>.</p><img src=x onerror="alert(1)"><script>steal()</script>',
    image: image('zomerkamp', 'Kinderen op het veld'),
  },
  {
    id: '2',
    external_id: 'uuid-sold-out',
    title: 'Volle clinic',
    subtitle: '',
    slug: 'volle-clinic',
    startDate: '2027-03-29T10:00:00+02:00',
    endDate: '2027-03-29T14:00:00+02:00',
    location: 'Zeist',
    participantsAge: '6 t/m 11 jaar',
    price: 39.5,
    free_shirt: false,
    initial_stock: 0,
    ended: false,
    labels: { ...labels, sold_out: 'Helaas vol' },
    description: '',
    image: image('clinic'),
  },
  {
    id: '3',
    external_id: 'uuid-ended',
    title: 'Herfstkamp 2026',
    subtitle: '',
    slug: 'herfstkamp-2026',
    startDate: '2026-10-19T09:00:00+02:00',
    endDate: '2026-10-23T16:00:00+02:00',
    location: 'Amersfoort',
    participantsAge: '8 t/m 14 jaar',
    price: 169,
    free_shirt: false,
    initial_stock: 40,
    ended: true,
    labels: { ...labels, ended: 'Dit kamp is voorbij' },
    description: '',
    image: null,
  },
  {
    id: '4',
    external_id: 'uuid-"><b>',
    title: `Kamp ${EVIL} & Co`,
    subtitle: '<img src=x onerror=alert(1)>',
    slug: 'gevaarlijk"kamp',
    startDate: '2027-08-02T09:30:00+02:00',
    endDate: '2027-08-02T15:30:00+02:00',
    location: '<b>Nergens</b>',
    participantsAge: '',
    price: 10,
    free_shirt: false,
    initial_stock: 5,
    ended: false,
    labels: { ...labels, sign_up: `Doe mee ${EVIL}` },
    description: '',
    image: null,
  },
];

const faq = [
  { id: '1', question: 'Wat neem ik mee?', answer: '<p>Sportkleding en een <a href="/evenementen">bidon</a>.</p>' },
  { id: '2', question: `Vraag ${EVIL}`, answer: '<p onclick="evil()">Antwoord</p><a href="javascript:alert(1)">klik</a>' },
];

const footer = {
  footerTitle: 'Handige links',
  footerLinks: [
    { footerLink: { title: 'Evenementen', url: '/evenementen' } },
    { footerLink: { title: `Fout ${EVIL}`, url: 'javascript:alert(1)' } },
  ],
};

const socials = [{ socialUrl: 'https://www.instagram.com/voorbeeld', fontAwesomeIcon: 'fa-brands fa-instagram', label: 'Instagram' }];

const media = {
  sliderMedia: [
    { id: '1', title: 'Training', text: 'Veel balcontact.', image: image('slide-1', 'Kinderen trainen') },
    { id: '2', title: 'Toernooi', text: 'Op vrijdag.', image: image('slide-2', 'Een toernooi') },
  ],
};

export let dir: string;
let site: ReturnType<typeof createSite>;

function write(name: string, value: unknown) {
  writeFileSync(join(dir, name), JSON.stringify(value));
}

/** For the file's beforeAll: the content above written to a folder of its own, and the site on it. */
export function createDemoSite(): void {
  dir = mkdtempSync(join(tmpdir(), 'demo-pages-'));
  write('events.json', events);
  write('faq.json', faq);
  write('footer.json', footer);
  write('socials.json', socials);
  write('media.json', media);
  write('gift-card-flow.json', { giftcardOptions: [{ amount: 20 }, { amount: 300 }] });
  site = createSite({ contentDir: dir });
}

/** For the file's afterAll. */
export function removeDemoSite(): void {
  rmSync(dir, { recursive: true, force: true });
}

export const get = (path: string) => site.renderPage(new URL(path, 'http://localhost:3000'));
