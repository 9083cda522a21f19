// Which line of an order is still valid (docs/rules.md "Cancellation"). The order view names no tickets,
// so a line is matched by the child's name to the event's participants of this order (canceled tickets
// are not among them); a server that gives `ticket_uuid` and `canceled` per line is taken at its word
// (docs/architecture.md "New API fields are optional").
import type { OrderDetail, OrderTicket } from './api-more';

/** The order's tickets that still stand, when the order view names them per line; else null. */
export function ticketsOfLines(detail: OrderDetail): OrderTicket[] | null {
  if (!detail.lines.every((line) => typeof line.ticket_uuid === 'string' && line.canceled !== undefined)) return null;
  return detail.lines.filter((line) => !line.canceled).map((line) => ({ uuid: line.ticket_uuid!, name: line.child_name }));
}

/** Only these orders made tickets; an unpaid or expired order never had any. */
const WITH_TICKETS = new Set(['paid', 'partially_refunded', 'refunded']);

/** Per line: canceled or not, or null when that cannot be told. */
export function lineStates(detail: OrderDetail, tickets: OrderTicket[] | null): Array<boolean | null> {
  if (detail.lines.every((line) => line.canceled !== undefined)) return detail.lines.map((line) => line.canceled ?? null);
  if (tickets === null || !WITH_TICKETS.has(detail.order.status)) return detail.lines.map(() => null);
  const left = tickets.map((ticket) => ticket.name);
  return detail.lines.map((line) => {
    const at = left.indexOf(line.child_name);
    if (at === -1) return true;
    left.splice(at, 1);
    return false;
  });
}
