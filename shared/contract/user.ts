// The parent's own account (spec §3 "User", §7 GET/PUT /api/user).
import * as v from 'valibot';
import { phoneField, requiredText } from './fields';
import { ProfileSchema } from './profile';
import { AnswersSchema } from './questions';

export const UserSchema = v.object({
  uuid: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  full_name: v.string(),
  email: v.string(),
  phone: v.string(),
});
export type User = v.InferOutput<typeof UserSchema>;

export const firstNameField = requiredText('je voornaam', 'Vul je voornaam in.', 100);
export const lastNameField = requiredText('je achternaam', 'Vul je achternaam in.', 100);
export const userPhoneField = phoneField('Vul je telefoonnummer in.');

/** The e-mail address cannot be changed here (spec §2 /account/gegevens): a sent email is ignored. */
export const UpdateUserPayloadSchema = v.object({
  first_name: firstNameField,
  last_name: lastNameField,
  phone: userPhoneField,
});
export type UpdateUserPayload = v.InferInput<typeof UpdateUserPayloadSchema>;

/** A ticket of one child for one event (spec §3 "User event entry"). */
export const TicketSchema = v.object({
  uuid: v.string(),
  profile: ProfileSchema,
  feedback_text: v.nullable(v.string()),
  trainer_name: v.nullable(v.string()),
  /** URL of the trainer's photo */
  trainer_photo: v.nullable(v.string()),
  /** the answers to the event's questions by question id (addition; docs/rules.md "Questions per event") */
  answers: v.optional(AnswersSchema),
  /** whether the parent may still change them: until the event's first day */
  answers_editable: v.optional(v.boolean()),
});
export type Ticket = v.InferOutput<typeof TicketSchema>;

/** GET /api/user/events: one entry per event the parent has tickets for. */
export const UserEventSchema = v.object({
  /** the event's external id (CMS external_id) */
  uuid: v.string(),
  tickets: v.array(TicketSchema),
});
export type UserEvent = v.InferOutput<typeof UserEventSchema>;
