// Reads the CMS content files in demo-pages/content/ (written by the server helper; the same files
// feed the /graphql endpoint). Files are re-read when they change. A missing or broken file gives
// empty content, so a page still renders while the content is being written.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const DEFAULT_CONTENT_DIR = fileURLToPath(new URL('../content/', import.meta.url));

export interface ImageSource {
  width: number;
  url: string;
}
export interface HeaderImage {
  alt: string;
  sources: ImageSource[];
}
export interface EventLabels {
  ended: string;
  sold_out: string;
  sign_up: string;
}
export interface SiteEvent {
  id: string;
  external_id: string;
  title: string;
  subtitle: string;
  slug: string;
  startDate: string;
  endDate: string;
  location: string;
  participantsAge: string;
  price: number;
  free_shirt: boolean;
  initial_stock: number;
  ended: boolean;
  labels: EventLabels;
  description: string;
  image: HeaderImage | null;
}
export interface FooterLink {
  title: string;
  url: string;
}
export interface FooterNavigation {
  footerTitle: string;
  footerLinks: FooterLink[];
}
export interface Social {
  socialUrl: string;
  fontAwesomeIcon: string;
  label: string;
}
export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}
export interface MediaItem {
  title: string;
  text: string;
  image: HeaderImage | null;
  videoUrl: string;
}

// spec §2 "Event sign-up block"; used when the CMS leaves a label empty
const DEFAULT_LABELS: EventLabels = { ended: 'Afgelopen', sold_out: 'Uitverkocht', sign_up: 'Inschrijven' };

type Json = unknown;
const isRecord = (v: Json): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: Json): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const num = (v: Json, fallback = 0): number => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : fallback;
};
const bool = (v: Json): boolean => v === true || v === 'true' || v === 1;
const list = (v: Json): Json[] => (Array.isArray(v) ? v : []);

/** The payload of a file: either the value itself or wrapped as { key: value } / { data: { key: value } }. */
function unwrap(v: Json, key: string): Json {
  if (isRecord(v) && 'data' in v) v = v.data;
  if (isRecord(v) && key in v) return v[key];
  return v;
}

function toImage(v: Json): HeaderImage | null {
  if (Array.isArray(v)) v = v[0];
  if (!isRecord(v)) return null;
  const sources = list(v.sources)
    .filter(isRecord)
    .map((s) => ({ width: num(s.width), url: str(s.url) }))
    .filter((s) => s.url !== '' && s.width > 0)
    .sort((a, b) => a.width - b.width);
  if (sources.length === 0 && str(v.url)) sources.push({ width: num(v.width, 1200), url: str(v.url) });
  return sources.length ? { alt: str(v.alt), sources } : null;
}

function toEvent(v: Json): SiteEvent | null {
  if (!isRecord(v)) return null;
  const slug = str(v.slug);
  const title = str(v.title);
  if (!slug || !title) return null;
  const labels = isRecord(v.labels) ? v.labels : {};
  return {
    id: str(v.id),
    external_id: str(v.external_id) || str(v.uuid),
    title,
    subtitle: str(v.subtitle),
    slug,
    startDate: str(v.startDate),
    endDate: str(v.endDate),
    location: str(v.location),
    participantsAge: str(v.participantsAge),
    price: num(v.price),
    free_shirt: bool(v.free_shirt),
    initial_stock: num(v.initial_stock),
    ended: bool(v.ended) || (str(v.eventFinished) !== '' && Date.parse(str(v.eventFinished)) <= Date.now()),
    labels: {
      ended: str(labels.ended) || DEFAULT_LABELS.ended,
      sold_out: str(labels.sold_out) || DEFAULT_LABELS.sold_out,
      sign_up: str(labels.sign_up) || DEFAULT_LABELS.sign_up,
    },
    description: str(v.description),
    image: toImage(v.image),
  };
}

interface CacheEntry {
  mtimeMs: number;
  size: number;
  value: Json;
}

export class Content {
  private cache = new Map<string, CacheEntry>();

  constructor(readonly dir: string = DEFAULT_CONTENT_DIR) {}

  /** The parsed file, or null when it is missing or not (yet) valid JSON. */
  private read(file: string): Json {
    const path = join(this.dir, file);
    try {
      const { mtimeMs, size } = statSync(path);
      const hit = this.cache.get(path);
      if (hit && hit.mtimeMs === mtimeMs && hit.size === size) return hit.value;
      const value: Json = JSON.parse(readFileSync(path, 'utf8'));
      this.cache.set(path, { mtimeMs, size, value });
      return value;
    } catch {
      this.cache.delete(path);
      return null;
    }
  }

  events(): SiteEvent[] {
    return list(unwrap(this.read('events.json'), 'events'))
      .map(toEvent)
      .filter((e): e is SiteEvent => e !== null)
      .sort((a, b) => (Date.parse(a.startDate) || 0) - (Date.parse(b.startDate) || 0));
  }

  event(slug: string): SiteEvent | null {
    return this.events().find((e) => e.slug === slug) ?? null;
  }

  footer(): FooterNavigation {
    const v = unwrap(this.read('footer.json'), 'footerNavigation');
    if (!isRecord(v)) return { footerTitle: '', footerLinks: [] };
    return {
      footerTitle: str(v.footerTitle),
      footerLinks: list(v.footerLinks)
        .map((item) => (isRecord(item) && isRecord(item.footerLink) ? item.footerLink : item))
        .filter(isRecord)
        .map((l) => ({ title: str(l.title), url: str(l.url) }))
        .filter((l) => l.title !== '' && l.url !== ''),
    };
  }

  socials(): Social[] {
    return list(unwrap(this.read('socials.json'), 'socials'))
      .filter(isRecord)
      .map((s) => ({ socialUrl: str(s.socialUrl), fontAwesomeIcon: str(s.fontAwesomeIcon), label: str(s.label) }))
      .filter((s) => s.socialUrl !== '');
  }

  faq(): FaqItem[] {
    return list(unwrap(this.read('faq.json'), 'faqItems'))
      .filter(isRecord)
      .map((f, i) => ({ id: str(f.id) || String(i + 1), question: str(f.question), answer: str(f.answer) }))
      .filter((f) => f.question !== '');
  }

  /** Gift-card amounts in euro; spec §9 defaults when the CMS gives none. */
  giftCardAmounts(): number[] {
    const flow = unwrap(this.read('gift-card-flow.json'), 'giftCardFlow');
    const amounts = isRecord(flow)
      ? list(flow.giftcardOptions)
          .map((o) => (isRecord(o) ? num(o.amount) : num(o)))
          .filter((a) => a > 0)
      : [];
    return amounts.length ? amounts : [25, 50, 100, 175, 275];
  }

  media(): MediaItem[] {
    return list(unwrap(this.read('media.json'), 'sliderMedia'))
      .filter(isRecord)
      .map((m) => ({
        title: str(m.title),
        text: str(m.text) || str(m.description) || str(m.caption),
        image: toImage(m.image ?? m.images ?? m.thumbnail ?? m.poster),
        videoUrl: str(m.videoUrl) || str(m.video) || str(m.url),
      }))
      .filter((m) => m.image !== null || m.title !== '');
  }
}
