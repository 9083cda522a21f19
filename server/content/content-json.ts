// Reading the CMS stand-in's JSON (demo-pages/content/) with the contract's schemas (shared/contract/cms.ts):
// `fromFile` walks a schema and takes each field from the file, forgiving (a missing or odd value becomes
// empty, never an error), then checks the result against the schema. A field added to a CMS schema is
// read from the files without a change here; only what the files write their own way is filled in by hand.
import * as v from 'valibot';
import { isSafeUrl } from '../../shared/sanitize-policy';
import {
  CmsEventSchema,
  HeaderImageSchema,
  SliderMediaSchema,
  type EventLabels,
  type HeaderImage,
  type SliderMedia,
} from '../../shared/contract/cms';

export type Json = unknown;
export const isRecord = (x: Json): x is Record<string, Json> => typeof x === 'object' && x !== null && !Array.isArray(x);
export const str = (x: Json): string => (typeof x === 'string' ? x : typeof x === 'number' ? String(x) : '');
export const strOrNull = (x: Json): string | null => (typeof x === 'string' && x !== '' ? x : null);
export const num = (x: Json, fallback = 0): number => {
  const n = typeof x === 'number' ? x : typeof x === 'string' && x.trim() !== '' ? Number(x) : NaN;
  return Number.isFinite(n) ? n : fallback;
};
/** A whole number of years, or null when the file gives none (or nonsense). */
export const years = (x: Json): number | null => {
  const n = num(x, NaN);
  return Number.isInteger(n) && n >= 0 && n < 100 ? n : null;
};
const bool = (x: Json): boolean => x === true || x === 'true' || x === 1;
export const list = (x: Json): Json[] => (Array.isArray(x) ? x : []);

/** The payload of a file: either the value itself or wrapped as { key: value } / { data: { key: value } }. */
export function unwrap(x: Json, key: string): Json {
  if (isRecord(x) && 'data' in x) x = x.data;
  if (isRecord(x) && key in x) return x[key];
  return x;
}

/**
 * Sources by width, without empty ones and without addresses that are not http(s) or same-site
 * (shared/sanitize-policy.ts); a bare { url } counts as one 1200 wide source. Every image field of a
 * schema is read so.
 */
export function toImage(x: Json): HeaderImage | null {
  if (Array.isArray(x)) x = x[0];
  if (!isRecord(x)) return null;
  const sources = list(x.sources)
    .filter(isRecord)
    .map((s) => ({ width: num(s.width), url: str(s.url) }))
    .filter((s) => s.url !== '' && s.width > 0 && isSafeUrl(s.url))
    .sort((a, b) => a.width - b.width);
  if (sources.length === 0 && str(x.url) && isSafeUrl(str(x.url))) sources.push({ width: num(x.width, 1200), url: str(x.url) });
  return sources.length ? { alt: str(x.alt), sources } : null;
}

/** The parts of a valibot schema this reader walks. */
interface SchemaNode {
  type: string;
  wrapped?: SchemaNode;
  item?: SchemaNode;
  entries?: Record<string, SchemaNode>;
}

/** A value of the file as the schema node wants it: '' / 0 / false / [] for what is missing, null where the schema allows it. */
function read(node: SchemaNode, x: Json): Json {
  if (node === (HeaderImageSchema as SchemaNode)) return toImage(x);
  switch (node.type) {
    case 'nullable': {
      const wrapped = node.wrapped!;
      if (wrapped === (HeaderImageSchema as SchemaNode)) return toImage(x);
      if (wrapped.type === 'string') return strOrNull(x);
      if (wrapped.type === 'number') return Number.isFinite(num(x, NaN)) ? num(x) : null;
      return x === null || x === undefined || (wrapped.type === 'object' && !isRecord(x)) ? null : read(wrapped, x);
    }
    case 'string':
      return str(x);
    case 'number':
      return num(x);
    case 'boolean':
      return bool(x);
    case 'array':
      return list(x)
        .filter((item) => node.item!.type !== 'object' || isRecord(item))
        .map((item) => read(node.item!, item));
    case 'object': {
      const record = isRecord(x) ? x : {};
      return Object.fromEntries(Object.entries(node.entries!).map(([key, entry]) => [key, read(entry, record[key])]));
    }
    default:
      return x;
  }
}

/**
 * The file's value in the schema's shape: every field read by its kind, then `own` (what the file
 * writes its own way: other names, defaults, limits) over it; the result must pass the schema.
 */
export function fromFile<S extends v.GenericSchema>(
  schema: S,
  x: Json,
  own: (record: Record<string, Json>) => Partial<v.InferOutput<S>> = () => ({}),
): v.InferOutput<S> {
  const record = isRecord(x) ? x : {};
  return v.parse(schema, { ...(read(schema as unknown as SchemaNode, record) as object), ...own(record) });
}

/** Each record of a list in the schema's shape (anything else in the list is passed over). */
export const listFromFile = <S extends v.GenericSchema>(
  schema: S,
  x: Json,
  own?: (record: Record<string, Json>, index: number) => Partial<v.InferOutput<S>>,
): v.InferOutput<S>[] =>
  list(x)
    .filter(isRecord)
    .map((record, index) => fromFile(schema, record, own && ((r) => own(r, index))));

// spec §2 "Event sign-up block"; used when the CMS leaves a label empty
const DEFAULT_LABELS: EventLabels = { ended: 'Afgelopen', sold_out: 'Uitverkocht', sign_up: 'Inschrijven' };

/** The event's texts (in A–Z order): '' when the file has none, where the contract's Event has null. */
const EVENT_TEXTS = [
  'description',
  'endDate',
  'location',
  'participantsAge',
  'shirtTitle',
  'slug',
  'sport',
  'startDate',
  'subtitle',
  'title',
  'url',
] as const;

/**
 * An event as the CMS describes it (events.json): the contract's Event without what the server derives
 * (endDateLocal), every text filled in. `ended` is the CMS flag and `eventFinished` as the file gives it;
 * the server and the site also end an event by its dates.
 */
const ContentEventSchema = v.object({
  ...v.omit(CmsEventSchema, ['endDateLocal', ...EVENT_TEXTS]).entries,
  /** what to bring, for the reminder mail (server only; docs/rules.md "Reminder"); '' → the default text */
  reminder: v.optional(v.string(), ''),
  ...(Object.fromEntries(EVENT_TEXTS.map((key) => [key, v.string()])) as Record<(typeof EVENT_TEXTS)[number], v.StringSchema<undefined>>),
});
export type ContentEvent = v.InferOutput<typeof ContentEventSchema>;

/** An event needs a slug; the server also needs external_id, the site also a title. */
export function toEvent(x: Json): ContentEvent | null {
  if (!isRecord(x) || !str(x.slug)) return null;
  return fromFile(ContentEventSchema, x, (e) => {
    const labels = isRecord(e.labels) ? e.labels : {};
    return {
      external_id: str(e.external_id) || str(e.uuid),
      status: str(e.status) || 'live',
      url: str(e.url) || `/evenementen/${str(e.slug)}`,
      endDate: str(e.endDate) || str(e.startDate),
      minAge: years(e.minAge),
      maxAge: years(e.maxAge),
      initial_stock: Math.max(0, Math.floor(num(e.initial_stock))),
      maxPerFamily: Number.isInteger(e.maxPerFamily) && Number(e.maxPerFamily) > 0 ? Number(e.maxPerFamily) : null,
      // a question needs an id and a label; the rest is forgiven (docs/rules.md "Questions per event")
      questions: list(e.questions)
        .filter(isRecord)
        .map((q) => ({
          id: str(q.id),
          label: str(q.label),
          type: str(q.type) || 'text',
          options: Array.isArray(q.options) ? q.options.map(str).filter((o) => o !== '') : null,
          required: bool(q.required),
          help: strOrNull(q.help),
        }))
        .filter((q) => q.id !== '' && q.label !== ''),
      salesOpenAt: typeof e.salesOpenAt === 'string' && Number.isFinite(Date.parse(e.salesOpenAt)) ? e.salesOpenAt : null,
      shirtImage: list(e.shirtImage)
        .filter(isRecord)
        .map((i) => ({ url: str(i.url) }))
        .filter((i) => isSafeUrl(i.url)),
      labels: {
        ended: str(labels.ended) || DEFAULT_LABELS.ended,
        sold_out: str(labels.sold_out) || DEFAULT_LABELS.sold_out,
        sign_up: str(labels.sign_up) || DEFAULT_LABELS.sign_up,
      },
    };
  });
}

/** Slides; the file may name an image, text or video address as other CMSs do (images, caption, video, …). */
export const toSliderMedia = (x: Json): SliderMedia[] =>
  listFromFile(SliderMediaSchema, x, (m, i) => ({
    id: str(m.id) || String(i + 1),
    type: str(m.type) || 'image',
    title: str(m.title) || null,
    text: str(m.text) || str(m.description) || str(m.caption) || null,
    image: toImage(m.image ?? m.images ?? m.thumbnail ?? m.poster),
    videoUrl: [str(m.videoUrl) || str(m.video) || str(m.url)].find((u) => u !== '' && isSafeUrl(u)) ?? null,
    captions: [strOrNull(m.captions)].find((u) => u !== null && isSafeUrl(u)) ?? null,
  }));
