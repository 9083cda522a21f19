import * as v from 'valibot';
import { CancellationRuleSchema } from './cancellation';

// The CMS's GraphQL answers (contract "CMS", spec §3 "CMS content"), written once and nullable exactly
// where the GraphQL schema (server/graphql/schema.ts) is:
// - the widgets check every answer with these (shared/cms/client.ts `cmsQuery`), picking the fields they ask;
// - the reference server's resolvers return these shapes (server/graphql/schema.ts);
// - the demo renderer reads its content files with them (server/content/content-json.ts `fromFile`).
// test/server/graphql-contract.test.ts holds these schemas against the GraphQL schema and its answers.

const text = v.nullable(v.string());

/** One width of a responsive image. */
export const ImageSourceSchema = v.object({ width: v.number(), url: v.string() });

/** A CMS image with its sources (any order; the renderers sort by width). */
export const HeaderImageSchema = v.object({ alt: v.string(), sources: v.array(ImageSourceSchema) });
export type HeaderImage = v.InferOutput<typeof HeaderImageSchema>;

/** A CMS text block; blockText and underText are HTML (sanitise before showing). */
export const BlockSchema = v.object({ blockTitle: text, blockSubTitle: text, blockText: text, underText: text });
export type Block = v.InferOutput<typeof BlockSchema>;

/** spec §2 "Event sign-up block": the button labels of an event. */
export const EventLabelsSchema = v.object({ ended: v.string(), sold_out: v.string(), sign_up: v.string() });
export type EventLabels = v.InferOutput<typeof EventLabelsSchema>;

/**
 * A question the order flow asks per child (docs/rules.md "Questions per event"). `type` is text, yes_no
 * or choice (anything else is asked as a text: shared/contract/questions.ts `toEventQuestion`).
 */
export const EventQuestionSchema = v.object({
  id: v.string(),
  label: v.string(),
  type: v.string(),
  /** the answers to choose from (type choice) */
  options: v.nullable(v.array(v.string())),
  required: v.boolean(),
  /** a hint under the question (plain text) */
  help: text,
});
export type CmsEventQuestion = v.InferOutput<typeof EventQuestionSchema>;

/** spec §3 "Event": an event as /graphql answers it (type Event). */
export const CmsEventSchema = v.object({
  id: v.string(),
  external_id: v.string(),
  /** live, disabled, pending or expired */
  status: v.string(),
  title: text,
  subtitle: text,
  slug: text,
  url: text,
  /** ISO 8601 with offset */
  startDate: text,
  endDate: text,
  /** the end in Europe/Amsterdam local time, 'YYYY-MM-DDTHH:mm:ss' without offset */
  endDateLocal: text,
  location: text,
  participantsAge: text,
  /** the sport, for the event list's filter ('Voetbal'); null or '': none (a newer field, docs/rules.md "Event list") */
  sport: text,
  /** the age range of participantsAge as whole years, each end optional (age on the event's first day) */
  minAge: v.nullable(v.number()),
  maxAge: v.nullable(v.number()),
  price: v.number(),
  free_shirt: v.boolean(),
  initial_stock: v.number(),
  /** at most this many children of one family (account) per event; null: the shop's default (docs/rules.md "Held places") */
  maxPerFamily: v.nullable(v.number()),
  /** ISO 8601 date-time from which sign-up is open; null: open now (docs/rules.md "Sales opening") */
  salesOpenAt: v.nullable(v.string()),
  shirtTitle: text,
  shirtPrice: v.number(),
  shirtImage: v.array(v.object({ url: v.string() })),
  /** ISO timestamp when the event has ended, else null */
  eventFinished: text,
  ended: v.boolean(),
  /** the address of the photos and videos of a past event */
  photoAndVideoEnvironment: text,
  labels: EventLabelsSchema,
  /** HTML */
  description: text,
  image: v.nullable(HeaderImageSchema),
  /** the event's own cancellation rule, or null: the order flow's applies (docs/rules.md "Cancellation") */
  cancellation: v.nullable(CancellationRuleSchema),
  /** the rule that applies, in one sentence (written from the rule; beside the pay button) */
  cancellationPolicy: text,
  /** the questions per child, in order; [] for none (docs/rules.md "Questions per event") */
  questions: v.array(EventQuestionSchema),
});
export type CmsEvent = v.InferOutput<typeof CmsEventSchema>;

/** How to reach the shop, shown beside the pay button; plain text, each part may be missing. */
export const ShopContactSchema = v.object({ email: text, phone: text, openingHours: text });
export type ShopContact = v.InferOutput<typeof ShopContactSchema>;

/** spec §3 "CMS content": the order flow's header image, text cards and result texts. */
export const OrderFlowSchema = v.object({
  headerImage: v.nullable(HeaderImageSchema),
  textCards: v.array(BlockSchema),
  textSucces: v.nullable(BlockSchema),
  textFailed: v.nullable(BlockSchema),
  /** the cancellation rule in one or two sentences (plain text), shown beside the pay button */
  cancellationPolicy: text,
  contact: v.nullable(ShopContactSchema),
  /** the shop's cancellation rule for events without their own; cancellationPolicy is written from it */
  cancellation: v.nullable(CancellationRuleSchema),
});
export type OrderFlow = v.InferOutput<typeof OrderFlowSchema>;

/** spec §9: the gift-card flow's texts and amounts (whole euro). */
export const GiftCardFlowSchema = v.object({
  headerImage: v.nullable(HeaderImageSchema),
  headerContent: v.nullable(BlockSchema),
  giftcardOptions: v.array(v.object({ amount: v.number() })),
  textCards: v.array(BlockSchema),
  textSucces: v.nullable(BlockSchema),
  textFailed: v.nullable(BlockSchema),
});
export type GiftCardFlow = v.InferOutput<typeof GiftCardFlowSchema>;

/** spec §3 "Socials"; the label names the network for people and screen readers. */
export const SocialSchema = v.object({ socialUrl: v.string(), fontAwesomeIcon: v.string(), label: v.string() });
export type Social = v.InferOutput<typeof SocialSchema>;

export const FooterLinkSchema = v.object({ title: v.string(), url: v.string() });
export type FooterLink = v.InferOutput<typeof FooterLinkSchema>;

/** spec §3 "Footer navigation": a title and links, each wrapped as { footerLink }. */
export const FooterNavigationSchema = v.object({
  footerTitle: v.string(),
  footerLinks: v.array(v.object({ footerLink: FooterLinkSchema })),
});
export type FooterNavigation = v.InferOutput<typeof FooterNavigationSchema>;

/** A question and its answer (HTML). */
export const FaqItemSchema = v.object({ id: v.string(), question: v.string(), answer: v.string() });
export type FaqItem = v.InferOutput<typeof FaqItemSchema>;

/** One slide: an image or a video. */
export const SliderMediaSchema = v.object({
  id: v.string(),
  /** image or video */
  type: v.string(),
  title: text,
  text: text,
  image: v.nullable(HeaderImageSchema),
  videoUrl: text,
  /** WebVTT captions of a video file */
  captions: text,
});
export type SliderMedia = v.InferOutput<typeof SliderMediaSchema>;

export const VideoSchema = v.object({
  id: v.string(),
  title: text,
  /** HTML */
  text: text,
  poster: v.nullable(HeaderImageSchema),
  videoUrl: text,
  /** WebVTT captions of a video file */
  captions: text,
});
export type Video = v.InferOutput<typeof VideoSchema>;

/**
 * spec §2 "Field with instructions": the CMS's help text for one field of one form (plain text).
 * `form` names the form ('profile'), `field` the field's name in it ('family_doctor').
 */
export const FieldInstructionSchema = v.object({ form: v.string(), field: v.string(), text: v.string() });
export type FieldInstruction = v.InferOutput<typeof FieldInstructionSchema>;

/** The root fields of the CMS query and the shape each answers. */
export const CmsQuerySchemas = {
  event: v.nullable(CmsEventSchema),
  eventsByExternalIds: v.array(CmsEventSchema),
  events: v.array(CmsEventSchema),
  orderFlow: OrderFlowSchema,
  giftCardFlow: GiftCardFlowSchema,
  socials: v.array(SocialSchema),
  footerNavigation: FooterNavigationSchema,
  faqItems: v.array(FaqItemSchema),
  sliderMedia: v.array(SliderMediaSchema),
  videos: v.array(VideoSchema),
  fieldInstructions: v.array(FieldInstructionSchema),
} as const;

/** What each root field answers: the reference server's resolvers return exactly this. */
export type CmsQuery = { [K in keyof typeof CmsQuerySchemas]: v.InferOutput<(typeof CmsQuerySchemas)[K]> };
