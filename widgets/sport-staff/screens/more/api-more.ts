// The back office's calls for trainers, places, orders, refunds and the log (docs/rules.md "Back office";
// server/API.md lists them). Each answer is read through its contract schema (shared/contract/staff.ts,
// shared/contract/cancellation.ts).
import * as v from 'valibot';
import { ticketsOfLines } from './order-lines';
import { http, readData } from '../../../../shared/http';
import { RefundSchema, StaffRefundAnswerSchema, type Refund, type StaffRefundAnswer } from '../../../../shared/contract/cancellation';
import {
  AuditPageSchema,
  ParticipantListSchema,
  PlacesAnswerSchema,
  StaffOrderDetailSchema,
  StaffOrderSchema,
  TrainerSchema,
  type StaffEvent,
  type StaffOrder,
  type Trainer,
} from '../../../../shared/contract/staff';

const at = (id: string | number) => encodeURIComponent(String(id));

/** A photo of up to 5 MB may take longer than a JSON call's 15 s on a phone's connection. */
const UPLOAD_TIMEOUT_MS = 120_000;

export const getTrainers = (): Promise<Trainer[]> => readData(http().get('staff/trainers'), v.array(TrainerSchema));

export const addTrainer = (name: string): Promise<Trainer> => readData(http().post('staff/trainers', { json: { name } }), TrainerSchema);

/** PUT the photo as the raw body with its own type; the server checks the content again (docs/rules.md "Back office"). */
export const uploadTrainerPhoto = (id: number, photo: File): Promise<Trainer> =>
  readData(
    http().put(`staff/trainers/${at(id)}/photo`, { body: photo, headers: { 'Content-Type': photo.type }, timeout: UPLOAD_TIMEOUT_MS }),
    TrainerSchema,
  );

/**
 * One event's places, sold and held. There is no call for one event alone: the participants call with
 * `since` set to now answers the event and only the rows changed since then (none, or a few), so a
 * camp of 1,000 children is not read for four numbers.
 */
export async function getEventPlaces(eventUuid: string): Promise<StaffEvent> {
  const searchParams = { since: new Date().toISOString() };
  const list = await readData(http().get(`staff/events/${at(eventUuid)}/participants`, { searchParams }), ParticipantListSchema);
  return list.event;
}

export const setPlaces = (eventUuid: string, places: number) =>
  readData(http().put(`staff/events/${at(eventUuid)}/places`, { json: { places } }), PlacesAnswerSchema);

export const findOrders = (q: string): Promise<StaffOrder[]> =>
  readData(http().get('staff/orders', { searchParams: q.trim() ? { q: q.trim() } : {} }), v.array(StaffOrderSchema));

/**
 * The order view, with what a newer server may add (docs/architecture.md "New API fields are optional"):
 * a line's ticket and whether it is canceled, and the order's refunds.
 */
const OrderDetailSchema = v.object({
  ...StaffOrderDetailSchema.entries,
  lines: v.array(
    v.object({
      ...StaffOrderDetailSchema.entries.lines.item.entries,
      ticket_uuid: v.optional(v.nullable(v.string())),
      canceled: v.optional(v.boolean()),
    }),
  ),
  refunds: v.optional(v.array(RefundSchema)),
});
export type OrderDetail = v.InferOutput<typeof OrderDetailSchema>;

export const getOrder = (uuid: string): Promise<OrderDetail> => readData(http().get(`staff/orders/${at(uuid)}`), OrderDetailSchema);

/** A ticket of the order that can still be canceled: the event's participants of this order. */
export interface OrderTicket {
  uuid: string;
  name: string;
}

export async function getOrderTickets(order: StaffOrder): Promise<OrderTicket[]> {
  const list = await readData(http().get(`staff/events/${at(order.event_uuid)}/participants`), ParticipantListSchema);
  return list.participants
    .filter((p) => p.order_number === order.number)
    .map((p) => ({ uuid: p.ticket_uuid, name: `${p.first_name} ${p.last_name}`.trim() }));
}

/** The order view and its tickets that still stand (null when they cannot be read: the order still shows). */
export async function getOrderView(order: StaffOrder): Promise<{ detail: OrderDetail; tickets: OrderTicket[] | null }> {
  const detail = await getOrder(order.uuid);
  const tickets = ticketsOfLines(detail) ?? (await getOrderTickets(detail.order).catch(() => null));
  return { detail, tickets };
}

export interface RefundRequest {
  tickets?: 'all' | string[];
  amount?: string;
  reason: string;
}

export const staffRefund = (orderUuid: string, request: RefundRequest): Promise<StaffRefundAnswer> =>
  readData(http().post(`staff/orders/${at(orderUuid)}/refunds`, { json: request }), StaffRefundAnswerSchema);

export const retryRefund = (refundUuid: string): Promise<Refund> =>
  readData(http().post(`staff/refunds/${at(refundUuid)}/retry`), RefundSchema);

export type AuditPage = v.InferOutput<typeof AuditPageSchema>;
export type AuditEntry = AuditPage['entries'][number];

export const getLog = (page: number): Promise<AuditPage> => readData(http().get('staff/log', { searchParams: { page } }), AuditPageSchema);
