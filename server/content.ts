// The CMS stand-in: JSON files in demo-pages/content/. The files are re-read when they change,
// so content can be edited while the server runs. They feed /graphql and the events table.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_GIFT_CARD_AMOUNTS } from '../shared/contract/gift-card';

export interface ImageSource {
  width: number;
  url: string;
}
export interface HeaderImage {
  alt: string;
  sources: ImageSource[];
}
export interface Block {
  blockTitle: string | null;
  blockSubTitle: string | null;
  blockText: string | null;
  underText: string | null;
}
/** An event as the CMS describes it (events.json). */
export interface ContentEvent {
  id: string;
  external_id: string;
  status: string;
  title: string;
  subtitle: string;
  slug: string;
  url: string;
  startDate: string;
  endDate: string;
  location: string;
  participantsAge: string;
  price: number;
  free_shirt: boolean;
  initial_stock: number;
  shirtTitle: string;
  shirtPrice: number;
  shirtImage: { url: string }[];
  ended: boolean;
  photoAndVideoEnvironment: string | null;
  labels: { ended: string; sold_out: string; sign_up: string };
  description: string;
  image: HeaderImage | null;
}

type Json = unknown;
const isRecord = (x: Json): x is Record<string, Json> => typeof x === 'object' && x !== null && !Array.isArray(x);
const str = (x: Json): string => (typeof x === 'string' ? x : typeof x === 'number' ? String(x) : '');
const strOrNull = (x: Json): string | null => (typeof x === 'string' && x !== '' ? x : null);
const num = (x: Json): number => (typeof x === 'number' && Number.isFinite(x) ? x : Number(x) || 0);
const list = (x: Json): Json[] => (Array.isArray(x) ? x : []);

function image(x: Json): HeaderImage | null {
  if (!isRecord(x)) return null;
  return {
    alt: str(x.alt),
    sources: list(x.sources)
      .filter(isRecord)
      .map((s) => ({ width: num(s.width), url: str(s.url) })),
  };
}

function block(x: Json): Block | null {
  if (!isRecord(x)) return null;
  return {
    blockTitle: strOrNull(x.blockTitle),
    blockSubTitle: strOrNull(x.blockSubTitle),
    blockText: strOrNull(x.blockText),
    underText: strOrNull(x.underText),
  };
}

function event(x: Json): ContentEvent | null {
  if (!isRecord(x) || !str(x.external_id) || !str(x.slug)) return null;
  const labels = isRecord(x.labels) ? x.labels : {};
  return {
    id: str(x.id),
    external_id: str(x.external_id),
    status: str(x.status) || 'live',
    title: str(x.title),
    subtitle: str(x.subtitle),
    slug: str(x.slug),
    url: str(x.url) || `/evenementen/${str(x.slug)}`,
    startDate: str(x.startDate),
    endDate: str(x.endDate) || str(x.startDate),
    location: str(x.location),
    participantsAge: str(x.participantsAge),
    price: num(x.price),
    free_shirt: x.free_shirt === true,
    initial_stock: Math.max(0, Math.floor(num(x.initial_stock))),
    shirtTitle: str(x.shirtTitle),
    shirtPrice: num(x.shirtPrice),
    shirtImage: list(x.shirtImage).filter(isRecord).map((i) => ({ url: str(i.url) })),
    ended: x.ended === true,
    photoAndVideoEnvironment: strOrNull(x.photoAndVideoEnvironment),
    labels: {
      ended: str(labels.ended) || 'Afgelopen',
      sold_out: str(labels.sold_out) || 'Uitverkocht',
      sign_up: str(labels.sign_up) || 'Inschrijven',
    },
    description: str(x.description),
    image: image(x.image),
  };
}

export class ContentStore {
  private cache = new Map<string, { mtimeMs: number; size: number; value: Json }>();

  constructor(readonly dir: string) {}

  /** The parsed file; null when missing or invalid (the server keeps running while content is edited). */
  read(file: string): Json {
    const path = join(this.dir, file);
    try {
      const { mtimeMs, size } = statSync(path);
      const hit = this.cache.get(path);
      if (hit && hit.mtimeMs === mtimeMs && hit.size === size) return hit.value;
      const value: Json = JSON.parse(readFileSync(path, 'utf8'));
      this.cache.set(path, { mtimeMs, size, value });
      return value;
    } catch {
      return null;
    }
  }

  /** Changes whenever events.json changes; used to resync the events table. */
  eventsVersion(): string {
    try {
      const { mtimeMs, size } = statSync(join(this.dir, 'events.json'));
      return `${mtimeMs}:${size}`;
    } catch {
      return 'missing';
    }
  }

  events(): ContentEvent[] {
    const raw = this.read('events.json');
    return list(isRecord(raw) ? raw.events : raw)
      .map(event)
      .filter((e): e is ContentEvent => e !== null);
  }

  orderFlow() {
    const x = this.read('order-flow.json');
    const r = isRecord(x) ? x : {};
    return {
      headerImage: image(r.headerImage),
      textCards: list(r.textCards).map(block).filter((b): b is Block => b !== null),
      textSucces: block(r.textSucces),
      textFailed: block(r.textFailed),
    };
  }

  giftCardFlow() {
    const x = this.read('gift-card-flow.json');
    const r = isRecord(x) ? x : {};
    const options = list(r.giftcardOptions)
      .filter(isRecord)
      .map((o) => ({ amount: Math.floor(num(o.amount)) }))
      .filter((o) => o.amount > 0);
    return {
      headerImage: image(r.headerImage),
      headerContent: block(r.headerContent),
      giftcardOptions: options,
      textCards: list(r.textCards).map(block).filter((b): b is Block => b !== null),
      textSucces: block(r.textSucces),
      textFailed: block(r.textFailed),
    };
  }

  /** spec §9: the CMS options, or 25, 50, 100, 175, 275 when it gives none. */
  giftCardAmounts(): number[] {
    const options = this.giftCardFlow().giftcardOptions.map((o) => o.amount);
    return options.length ? options : [...DEFAULT_GIFT_CARD_AMOUNTS];
  }

  socials() {
    const x = this.read('socials.json');
    return list(isRecord(x) ? x.socials : x)
      .filter(isRecord)
      .map((s) => ({ socialUrl: str(s.socialUrl), fontAwesomeIcon: str(s.fontAwesomeIcon), label: str(s.label) }));
  }

  footerNavigation() {
    const x = this.read('footer.json');
    const r = isRecord(x) ? x : {};
    return {
      footerTitle: str(r.footerTitle),
      footerLinks: list(r.footerLinks)
        .filter(isRecord)
        .map((l) => (isRecord(l.footerLink) ? l.footerLink : {}))
        .map((l) => ({ footerLink: { title: str(l.title), url: str(l.url) } })),
    };
  }

  faqItems() {
    const x = this.read('faq.json');
    return list(isRecord(x) ? x.faqItems : x)
      .filter(isRecord)
      .map((f, i) => ({ id: str(f.id) || String(i + 1), question: str(f.question), answer: str(f.answer) }));
  }

  private media(): Record<string, Json> {
    const x = this.read('media.json');
    return isRecord(x) ? x : {};
  }

  sliderMedia() {
    return list(this.media().sliderMedia)
      .filter(isRecord)
      .map((m, i) => ({
        id: str(m.id) || String(i + 1),
        type: str(m.type) || 'image',
        title: strOrNull(m.title),
        text: strOrNull(m.text),
        image: image(m.image),
        videoUrl: strOrNull(m.videoUrl),
      }));
  }

  videos() {
    return list(this.media().videos)
      .filter(isRecord)
      .map((m, i) => ({
        id: str(m.id) || String(i + 1),
        title: strOrNull(m.title),
        text: strOrNull(m.text),
        poster: image(m.poster),
        videoUrl: strOrNull(m.videoUrl),
      }));
  }
}
