// A parent's events with tickets, and remaining stock (spec §3 "User event entry", §7).
import * as v from 'valibot';
import { ProfileSchema } from './profile';

export const TicketSchema = v.object({
  uuid: v.string(),
  profile: ProfileSchema,
  feedback_text: v.nullable(v.string()),
  trainer_name: v.nullable(v.string()),
  /** URL of the trainer's photo */
  trainer_photo: v.nullable(v.string()),
});
export type Ticket = v.InferOutput<typeof TicketSchema>;

export const UserEventSchema = v.object({
  /** the event's external id (CMS external_id) */
  uuid: v.string(),
  tickets: v.array(TicketSchema),
});
export type UserEvent = v.InferOutput<typeof UserEventSchema>;

export const EventStockSchema = v.object({ stock: v.number() });
export type EventStock = v.InferOutput<typeof EventStockSchema>;
