// The CMS stand-in over GraphQL (contract "CMS"). Content comes from demo-pages/content/*.json. The
// resolvers return the contract's shapes (shared/contract/cms.ts), which the widgets check every answer with;
// test/server/graphql-contract.test.ts holds the type definitions below and those shapes together.
import type { Content, ContentEvent } from '../content/content';
import { cancellationPolicyText } from '../../shared/contract/cancellation';
import type { CmsEvent, CmsQuery, OrderFlow } from '../../shared/contract/cms';
import { hasEventEnded } from '../../shared/contract/event';
import { graphqlLib } from './graphql-lib';

const typeDefs = /* GraphQL */ `
  type ImageSource {
    width: Int!
    url: String!
  }
  type HeaderImage {
    alt: String!
    sources: [ImageSource!]!
  }
  type Block {
    blockTitle: String
    blockSubTitle: String
    blockText: String
    underText: String
  }
  type ShirtImage {
    url: String!
  }
  type EventLabels {
    ended: String!
    sold_out: String!
    sign_up: String!
  }

  "docs/rules.md Cancellation: free until freeUntilDaysBefore days before the start, then back minus feePercent until lastDaysBefore"
  type CancellationRule {
    freeUntilDaysBefore: Int!
    feePercent: Int!
    lastDaysBefore: Int
  }

  "docs/rules.md Questions per event: asked per child before the summary; type text, yes_no or choice"
  type EventQuestion {
    id: String!
    label: String!
    type: String!
    "the answers to choose from (choice)"
    options: [String!]
    required: Boolean!
    "a hint under the question"
    help: String
  }

  type Event {
    id: ID!
    external_id: String!
    "live, disabled, pending or expired"
    status: String!
    title: String
    subtitle: String
    slug: String
    url: String
    "ISO 8601 with offset"
    startDate: String
    endDate: String
    "end in Europe/Amsterdam local time, 'YYYY-MM-DDTHH:mm:ss' without offset"
    endDateLocal: String
    location: String
    participantsAge: String
    "the sport, for the event list's filter"
    sport: String
    "the age range of participantsAge in whole years (age on the first day); either end may be missing"
    minAge: Int
    maxAge: Int
    price: Float!
    free_shirt: Boolean!
    initial_stock: Int!
    "at most this many children of one family per event; null: the shop's default"
    maxPerFamily: Int
    "ISO 8601 date-time from which sign-up is open; null: open now"
    salesOpenAt: String
    shirtTitle: String
    shirtPrice: Float!
    shirtImage: [ShirtImage!]!
    "ISO timestamp when the event has ended, else null"
    eventFinished: String
    ended: Boolean!
    photoAndVideoEnvironment: String
    labels: EventLabels!
    "HTML"
    description: String
    image: HeaderImage
    "the event's own cancellation rule; null: the order flow's applies"
    cancellation: CancellationRule
    "the rule that applies, one sentence"
    cancellationPolicy: String
    "the questions per child, in order"
    questions: [EventQuestion!]!
  }

  "how to reach the shop (plain text)"
  type ShopContact {
    email: String
    phone: String
    openingHours: String
  }
  type OrderFlow {
    headerImage: HeaderImage
    textCards: [Block!]!
    textSucces: Block
    textFailed: Block
    "the cancellation rule, plain text"
    cancellationPolicy: String
    contact: ShopContact
    "the rule for events without their own"
    cancellation: CancellationRule
  }
  type GiftCardOption {
    amount: Int!
  }
  type GiftCardFlow {
    headerImage: HeaderImage
    headerContent: Block
    giftcardOptions: [GiftCardOption!]!
    textCards: [Block!]!
    textSucces: Block
    textFailed: Block
  }
  type Social {
    socialUrl: String!
    fontAwesomeIcon: String!
    label: String!
  }
  type FooterLink {
    title: String!
    url: String!
  }
  type FooterLinkItem {
    footerLink: FooterLink!
  }
  type FooterNavigation {
    footerTitle: String!
    footerLinks: [FooterLinkItem!]!
  }
  type FaqItem {
    id: ID!
    question: String!
    "HTML"
    answer: String!
  }
  type SliderMedia {
    id: ID!
    "image or video"
    type: String!
    title: String
    text: String
    image: HeaderImage
    videoUrl: String
    "WebVTT"
    captions: String
  }
  type Video {
    id: ID!
    title: String
    "HTML"
    text: String
    poster: HeaderImage
    videoUrl: String
    "WebVTT"
    captions: String
  }

  "spec §2 'Field with instructions': the help text of one field of one form"
  type FieldInstruction {
    form: String!
    field: String!
    "plain text"
    text: String!
  }

  type Query {
    event(slug: String!): Event
    eventsByExternalIds(ids: [String!]!): [Event!]!
    events: [Event!]!
    orderFlow: OrderFlow!
    giftCardFlow: GiftCardFlow!
    socials: [Social!]!
    footerNavigation: FooterNavigation!
    faqItems: [FaqItem!]!
    sliderMedia: [SliderMedia!]!
    videos: [Video!]!
    fieldInstructions(form: String!): [FieldInstruction!]!
  }
`;

export const schema = graphqlLib.buildSchema(typeDefs);

const localFormat = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Amsterdam',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function toLocal(iso: string): string | null {
  const t = Date.parse(iso);
  return Number.isFinite(t) ? localFormat.format(t).replace(' ', 'T') : null;
}

/** Adds the derived fields: ended (flag or end date passed), eventFinished, endDateLocal, the policy's sentence. */
function toGraphqlEvent(e: ContentEvent, now: number, flow: OrderFlow): CmsEvent {
  const end = Date.parse(e.endDate);
  const ended = hasEventEnded({ ended: e.ended, endDate: e.endDate }, now);
  return {
    ...e,
    endDateLocal: toLocal(e.endDate),
    ended,
    eventFinished: ended ? new Date(Number.isFinite(end) ? end : now).toISOString() : null,
    cancellationPolicy: e.cancellation ? cancellationPolicyText(e.cancellation) : (e.cancellationPolicy ?? flow.cancellationPolicy),
  };
}

/** The order flow's policy sentence is written from its rule when the CMS gives one. */
const withPolicy = (flow: OrderFlow): OrderFlow =>
  flow.cancellation ? { ...flow, cancellationPolicy: cancellationPolicyText(flow.cancellation) } : flow;

const byStart = (a: ContentEvent, b: ContentEvent) => (Date.parse(a.startDate) || 0) - (Date.parse(b.startDate) || 0);

/** One resolver per root field; the arguments are graphql-http's (checked against typeDefs before). */
type Resolvers = { [K in keyof CmsQuery]: (args: never) => CmsQuery[K] };

export function rootValue(content: Content, now: () => number): Resolvers {
  const events = () => content.events().sort(byStart);
  const flow = () => withPolicy(content.orderFlow());
  return {
    event: ({ slug }: { slug: string }) => {
      const e = events().find((x) => x.slug === slug);
      return e ? toGraphqlEvent(e, now(), flow()) : null;
    },
    eventsByExternalIds: ({ ids }: { ids: string[] }) =>
      events()
        .filter((e) => ids.includes(e.external_id))
        .map((e) => toGraphqlEvent(e, now(), flow())),
    events: () => events().map((e) => toGraphqlEvent(e, now(), flow())),
    orderFlow: flow,
    giftCardFlow: () => {
      const flow = content.giftCardFlow();
      // spec §9: the default amounts when the CMS gives none
      return { ...flow, giftcardOptions: content.giftCardAmounts().map((amount) => ({ amount })) };
    },
    socials: () => content.socials(),
    footerNavigation: () => content.footerNavigation(),
    faqItems: () => content.faqItems(),
    sliderMedia: () => content.sliderMedia(),
    videos: () => content.videos(),
    fieldInstructions: ({ form }: { form: string }) => content.fieldInstructions().filter((i) => i.form === form),
  };
}
