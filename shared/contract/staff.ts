// The staff back office (/api/staff/*): a camp's participants, check-ins, trainers and their feedback,
// places, orders and the audit log. Only a staff account may call these
// (docs/rules.md "§6 Roles and permissions"); the answers are additions to the contract that the
// <sport-staff> element reads.
import * as v from 'valibot';
import { RefundSchema } from './cancellation';
import { longText, moneyString, requiredText } from './fields';

/** One event in the overview: places and how they are taken (held: in a cart or offered to the waiting list). */
export const StaffEventSchema = v.object({
  /** the event's external id (CMS external_id) */
  uuid: v.string(),
  title: v.string(),
  slug: v.string(),
  /** ISO dates as the CMS gives them */
  start_date: v.string(),
  end_date: v.string(),
  ended: v.boolean(),
  places: v.number(),
  /** true once staff set the number: the CMS's initial_stock no longer overrides it */
  places_set_by_staff: v.boolean(),
  sold: v.number(),
  held: v.number(),
  free: v.number(),
  /** children waiting or offered a place on the waiting list */
  waiting_list: v.number(),
  /** paid orders' totals */
  revenue: moneyString,
});
export type StaffEvent = v.InferOutput<typeof StaffEventSchema>;

/** The profile's medical and allergy fields: only with ?medical=1, and that view is logged. */
export const ParticipantMedicalSchema = v.object({
  needs_medical_attention: v.boolean(),
  family_doctor: v.string(),
  allergies: v.string(),
  additional_info: v.string(),
});

/** One ticket of an event: a child with their parent, order and check-in. */
export const ParticipantSchema = v.object({
  ticket_uuid: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  /** DD-MM-YYYY as in the profile; '' when not filled in */
  birthdate: v.string(),
  /** age in whole years on the event's first day; null without a birthdate */
  age: v.nullable(v.number()),
  gender: v.picklist(['u', 'm', 'f']),
  /** 'none' without a shirt */
  shirt_size: v.string(),
  contact_phone: v.string(),
  parent_name: v.string(),
  parent_phone: v.string(),
  parent_email: v.string(),
  order_number: v.string(),
  present: v.boolean(),
  /** ISO 8601: when the child was first marked present; null when not present */
  present_at: v.nullable(v.string()),
  feedback_text: v.nullable(v.string()),
  trainer_id: v.nullable(v.number()),
  medical: v.optional(ParticipantMedicalSchema),
  /** the answers to the event's questions, in the questions' order, as people read them (docs/rules.md "Questions per event") */
  answers: v.optional(v.array(v.object({ question: v.string(), answer: v.string() }))),
  /** ISO 8601: when the parent last changed the answers after the order; null when as given then. Only beside `answers` */
  answers_changed_at: v.optional(v.nullable(v.string())),
});
export type Participant = v.InferOutput<typeof ParticipantSchema>;

export const ParticipantListSchema = v.object({
  event: StaffEventSchema,
  /** by last name, then first name; with ?since= only the rows changed since then */
  participants: v.array(ParticipantSchema),
  /** shirts per size, the most first ('M: 12, L: 7, 152: 3') */
  shirt_sizes: v.array(v.object({ size: v.string(), count: v.number() })),
  present: v.number(),
  total: v.number(),
  /** whether the rows carry `medical` */
  medical: v.boolean(),
  /** ISO 8601: pass it as ?since= on the next poll to get only what changed (check-ins, new tickets) */
  server_time: v.string(),
});
export type ParticipantList = v.InferOutput<typeof ParticipantListSchema>;

export const CheckInPayloadSchema = v.object({
  present: v.boolean('Geef aan of het kind aanwezig is (true of false).'),
});

export const TrainerSchema = v.object({
  id: v.number(),
  name: v.string(),
  /** absolute URL of the square photo; null before one is uploaded */
  photo: v.nullable(v.string()),
});
export type Trainer = v.InferOutput<typeof TrainerSchema>;

export const CreateTrainerPayloadSchema = v.object({
  name: requiredText('de naam', 'Vul de naam van de trainer in.', 100),
});

export const FeedbackPayloadSchema = v.object({
  feedback_text: longText('de feedback'),
  trainer_id: v.nullable(v.pipe(v.number('Kies een trainer.'), v.integer('Kies een trainer.'))),
});

export const FeedbackSchema = v.object({
  ticket_uuid: v.string(),
  feedback_text: v.string(),
  trainer: v.nullable(TrainerSchema),
});

export const PlacesPayloadSchema = v.object({
  places: v.pipe(
    v.number('Vul het aantal plaatsen in als getal.'),
    v.integer('Vul een heel aantal plaatsen in.'),
    v.minValue(0, 'Het aantal plaatsen kan niet negatief zijn.'),
    v.maxValue(100000, 'Vul maximaal 100000 plaatsen in.'),
  ),
});

export const PlacesAnswerSchema = v.object({
  event: StaffEventSchema,
  /** children on the waiting list offered one of the new places at once */
  offered: v.number(),
});

export const StaffOrderSchema = v.object({
  uuid: v.string(),
  number: v.string(),
  status: v.string(),
  parent_name: v.string(),
  parent_email: v.string(),
  event_uuid: v.string(),
  event_title: v.string(),
  total: moneyString,
  /** ISO 8601 */
  created_at: v.string(),
  paid_at: v.nullable(v.string()),
});
export type StaffOrder = v.InferOutput<typeof StaffOrderSchema>;

export const StaffOrderDetailSchema = v.object({
  order: StaffOrderSchema,
  parent_phone: v.string(),
  lines: v.array(
    v.object({
      child_name: v.string(),
      with_shirt: v.boolean(),
      shirt_size: v.string(),
      price: moneyString,
      shirt_price: moneyString,
      /** the line's ticket (null before the order is paid), what a staff refund names */
      ticket_uuid: v.nullable(v.string()),
      /** canceled by the parent or refunded by staff: no longer a place */
      canceled: v.boolean(),
    }),
  ),
  discounts: v.object({ voucher: moneyString, gift_card: moneyString }),
  payments: v.array(
    v.object({
      uuid: v.string(),
      provider: v.string(),
      amount: moneyString,
      status: v.string(),
      created_at: v.string(),
      updated_at: v.string(),
    }),
  ),
  /** the refunds of the order, oldest first (docs/rules.md "Cancellation") */
  refunds: v.array(RefundSchema),
  /** the mails to the parent that name the order's number */
  mails: v.array(v.object({ subject: v.string(), to: v.string(), status: v.string(), created_at: v.string() })),
});

export const AuditEntrySchema = v.object({
  id: v.number(),
  /** ISO 8601 */
  at: v.string(),
  /** the staff member's e-mail address at the time, or 'console' (npm run staff) */
  actor: v.string(),
  action: v.string(),
  subject: v.string(),
  details: v.record(v.string(), v.unknown()),
});

export const AuditPageSchema = v.object({
  entries: v.array(AuditEntrySchema),
  page: v.number(),
  per_page: v.number(),
  total: v.number(),
});
