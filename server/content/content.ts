// The CMS stand-in: the JSON files in demo-pages/content/ (see its README). One reader for both
// users: the server (/graphql, the events table) and the demo site's page renderer. Files are
// re-read when they change, so content can be edited while the server runs. A missing or broken
// file gives empty content, so the server keeps running and a page still renders meanwhile.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_GIFT_CARD_AMOUNTS } from '../../shared/contract/gift-card';
import { hasEventEnded } from '../../shared/contract/event';
import {
  fromFile,
  isRecord,
  list,
  listFromFile,
  num,
  str,
  toEvent,
  toSliderMedia,
  unwrap,
  type ContentEvent,
  type Json,
} from './content-json';
import {
  FaqItemSchema,
  FieldInstructionSchema,
  FooterLinkSchema,
  FooterNavigationSchema,
  GiftCardFlowSchema,
  OrderFlowSchema,
  SocialSchema,
  VideoSchema,
  type Block,
  type EventLabels,
  type FaqItem,
  type FieldInstruction,
  type FooterLink,
  type FooterNavigation,
  type GiftCardFlow,
  type HeaderImage,
  type OrderFlow,
  type SliderMedia,
  type Social,
  type Video,
} from '../../shared/contract/cms';

// The shapes are the contract's (shared/contract/cms.ts); the templates take them from here too.
export type { Block, EventLabels, FaqItem, FooterLink, FooterNavigation, HeaderImage, SliderMedia, Social, Video };

export const DEFAULT_CONTENT_DIR = fileURLToPath(new URL('../../demo-pages/content/', import.meta.url));

export type { ContentEvent };

const byStart = (a: ContentEvent, b: ContentEvent) => (Date.parse(a.startDate) || 0) - (Date.parse(b.startDate) || 0);

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

  /** Changes whenever events.json changes; the server resyncs its events table then. */
  eventsVersion(): string {
    try {
      const { mtimeMs, size } = statSync(join(this.dir, 'events.json'));
      return `${mtimeMs}:${size}`;
    } catch {
      return 'missing';
    }
  }

  private allEvents(): ContentEvent[] {
    return list(unwrap(this.read('events.json'), 'events'))
      .map(toEvent)
      .filter((e) => e !== null);
  }

  /** Every event with an external_id, in file order (the server's events table and /graphql). */
  events(): ContentEvent[] {
    return this.allEvents().filter((e) => e.external_id !== '');
  }

  /** The events the site shows: those with a title, by start date; ended also once eventFinished has passed. */
  siteEvents(): ContentEvent[] {
    return this.allEvents()
      .filter((e) => e.title !== '')
      .map((e) => (hasEventEnded({ eventFinished: e.eventFinished }) ? { ...e, ended: true } : e))
      .sort(byStart);
  }

  /** The site's event page. */
  event(slug: string): ContentEvent | null {
    return this.siteEvents().find((e) => e.slug === slug) ?? null;
  }

  orderFlow(): OrderFlow {
    return fromFile(OrderFlowSchema, unwrap(this.read('order-flow.json'), 'orderFlow'));
  }

  giftCardFlow(): GiftCardFlow {
    return fromFile(GiftCardFlowSchema, unwrap(this.read('gift-card-flow.json'), 'giftCardFlow'), (r) => ({
      // whole euro; the file may list bare amounts
      giftcardOptions: list(r.giftcardOptions)
        .map((o) => ({ amount: Math.floor(isRecord(o) ? num(o.amount) : num(o)) }))
        .filter((o) => o.amount > 0),
    }));
  }

  /** Gift-card amounts in whole euro: the CMS options, or spec §9's 25, 50, 100, 175, 275 when it gives none. */
  giftCardAmounts(): number[] {
    const options = this.giftCardFlow().giftcardOptions.map((o) => o.amount);
    return options.length ? options : [...DEFAULT_GIFT_CARD_AMOUNTS];
  }

  socials(): Social[] {
    return listFromFile(SocialSchema, unwrap(this.read('socials.json'), 'socials'));
  }

  /** spec §2 "Field with instructions": help texts per form field; an empty text counts as none. */
  fieldInstructions(): FieldInstruction[] {
    return listFromFile(FieldInstructionSchema, unwrap(this.read('field-instructions.json'), 'fieldInstructions'), (i) => ({
      text: str(i.text).trim(),
    })).filter((i) => i.form !== '' && i.field !== '' && i.text !== '');
  }

  /** As /graphql gives it: each link wrapped as { footerLink } (the file may also list bare links). */
  footerNavigation(): FooterNavigation {
    return fromFile(FooterNavigationSchema, unwrap(this.read('footer.json'), 'footerNavigation'), (r) => ({
      footerLinks: list(r.footerLinks)
        .map((item) => (isRecord(item) && isRecord(item.footerLink) ? item.footerLink : item))
        .filter(isRecord)
        .map((link) => ({ footerLink: fromFile(FooterLinkSchema, link) })),
    }));
  }

  /** The site's footer: the links that have a title and a URL. */
  footer(): { footerTitle: string; footerLinks: FooterLink[] } {
    const { footerTitle, footerLinks } = this.footerNavigation();
    return { footerTitle, footerLinks: footerLinks.map((l) => l.footerLink).filter((l) => l.title !== '' && l.url !== '') };
  }

  faqItems(): FaqItem[] {
    return listFromFile(FaqItemSchema, unwrap(this.read('faq.json'), 'faqItems'), (f, i) => ({ id: str(f.id) || String(i + 1) }));
  }

  /** The site's FAQ: the items that have a question. */
  faq(): FaqItem[] {
    return this.faqItems().filter((f) => f.question !== '');
  }

  /** media.json: { sliderMedia, videos }; a bare list is the slider media. */
  private mediaFile(): Record<string, Json> {
    const v = unwrap(this.read('media.json'), 'media');
    return Array.isArray(v) ? { sliderMedia: v } : isRecord(v) ? v : {};
  }

  sliderMedia(): SliderMedia[] {
    return toSliderMedia(this.mediaFile().sliderMedia);
  }

  /** The photos and videos of an event's photo environment (media.json photoEnvironments, by event slug). */
  photoEnvironment(slug: string): SliderMedia[] {
    const environment = list(this.mediaFile().photoEnvironments).find((e) => isRecord(e) && str(e.event) === slug);
    return isRecord(environment) ? toSliderMedia(environment.photos).filter((m) => m.image !== null || m.title !== null) : [];
  }

  /** The site's slider: the slides that have an image or a title. */
  media(): SliderMedia[] {
    return this.sliderMedia().filter((m) => m.image !== null || m.title !== null);
  }

  videos(): Video[] {
    return listFromFile(VideoSchema, this.mediaFile().videos, (m, i) => ({ id: str(m.id) || String(i + 1) }));
  }
}
