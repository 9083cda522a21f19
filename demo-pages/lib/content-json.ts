// Reading the CMS stand-in's JSON (demo-pages/content/): forgiving readers that turn whatever a file
// holds into the contract's shapes; a missing or odd value becomes empty, never an error.
import { isSafeUrl } from '../../shared/sanitize-policy';
import type { Block, EventLabels, HeaderImage, SliderMedia } from '../../shared/contract/cms';
import type { ContentEvent } from './content';

// spec §2 "Event sign-up block"; used when the CMS leaves a label empty
const DEFAULT_LABELS: EventLabels = { ended: 'Afgelopen', sold_out: 'Uitverkocht', sign_up: 'Inschrijven' };

export type Json = unknown;
export const isRecord = (v: Json): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);
export const str = (v: Json): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
export const strOrNull = (v: Json): string | null => (typeof v === 'string' && v !== '' ? v : null);
export const num = (v: Json, fallback = 0): number => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : fallback;
};
/** A whole number of years, or null when the file gives none (or nonsense). */
export const years = (v: Json): number | null => {
  const n = num(v, NaN);
  return Number.isInteger(n) && n >= 0 && n < 100 ? n : null;
};
export const bool = (v: Json): boolean => v === true || v === 'true' || v === 1;
export const list = (v: Json): Json[] => (Array.isArray(v) ? v : []);
export const present = <T>(x: T | null): x is T => x !== null;

/** The payload of a file: either the value itself or wrapped as { key: value } / { data: { key: value } }. */
export function unwrap(v: Json, key: string): Json {
  if (isRecord(v) && 'data' in v) v = v.data;
  if (isRecord(v) && key in v) return v[key];
  return v;
}

/**
 * Sources by width, without empty ones and without addresses that are not http(s) or same-site
 * (shared/sanitize-policy.ts); a bare { url } counts as one 1200 wide source.
 */
export function toImage(v: Json): HeaderImage | null {
  if (Array.isArray(v)) v = v[0];
  if (!isRecord(v)) return null;
  const sources = list(v.sources)
    .filter(isRecord)
    .map((s) => ({ width: num(s.width), url: str(s.url) }))
    .filter((s) => s.url !== '' && s.width > 0 && isSafeUrl(s.url))
    .sort((a, b) => a.width - b.width);
  if (sources.length === 0 && str(v.url) && isSafeUrl(str(v.url))) sources.push({ width: num(v.width, 1200), url: str(v.url) });
  return sources.length ? { alt: str(v.alt), sources } : null;
}

export function toBlock(v: Json): Block | null {
  if (!isRecord(v)) return null;
  return {
    blockTitle: strOrNull(v.blockTitle),
    blockSubTitle: strOrNull(v.blockSubTitle),
    blockText: strOrNull(v.blockText),
    underText: strOrNull(v.underText),
  };
}

export const toBlocks = (v: Json): Block[] => list(v).map(toBlock).filter(present);

/** An event needs a slug; the server also needs external_id, the site also a title. */
export function toEvent(v: Json): ContentEvent | null {
  if (!isRecord(v)) return null;
  const slug = str(v.slug);
  if (!slug) return null;
  const labels = isRecord(v.labels) ? v.labels : {};
  return {
    id: str(v.id),
    external_id: str(v.external_id) || str(v.uuid),
    status: str(v.status) || 'live',
    title: str(v.title),
    subtitle: str(v.subtitle),
    slug,
    url: str(v.url) || `/evenementen/${slug}`,
    startDate: str(v.startDate),
    endDate: str(v.endDate) || str(v.startDate),
    location: str(v.location),
    participantsAge: str(v.participantsAge),
    minAge: years(v.minAge),
    maxAge: years(v.maxAge),
    price: num(v.price),
    free_shirt: bool(v.free_shirt),
    initial_stock: Math.max(0, Math.floor(num(v.initial_stock))),
    shirtTitle: str(v.shirtTitle),
    shirtPrice: num(v.shirtPrice),
    shirtImage: list(v.shirtImage)
      .filter(isRecord)
      .map((i) => ({ url: str(i.url) }))
      .filter((i) => isSafeUrl(i.url)),
    ended: bool(v.ended),
    eventFinished: str(v.eventFinished) || null,
    photoAndVideoEnvironment: strOrNull(v.photoAndVideoEnvironment),
    labels: {
      ended: str(labels.ended) || DEFAULT_LABELS.ended,
      sold_out: str(labels.sold_out) || DEFAULT_LABELS.sold_out,
      sign_up: str(labels.sign_up) || DEFAULT_LABELS.sign_up,
    },
    description: str(v.description),
    image: toImage(v.image),
  };
}

export function toSliderMedia(v: Json): SliderMedia[] {
  return list(v)
    .filter(isRecord)
    .map((m, i) => ({
      id: str(m.id) || String(i + 1),
      type: str(m.type) || 'image',
      title: str(m.title) || null,
      text: str(m.text) || str(m.description) || str(m.caption) || null,
      image: toImage(m.image ?? m.images ?? m.thumbnail ?? m.poster),
      videoUrl: [str(m.videoUrl) || str(m.video) || str(m.url)].find((u) => u !== '' && isSafeUrl(u)) ?? null,
      captions: [strOrNull(m.captions)].find((u) => u !== null && isSafeUrl(u)) ?? null,
    }));
}
