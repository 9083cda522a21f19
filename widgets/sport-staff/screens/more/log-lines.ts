// The log's lines in words (docs/rules.md "Back office"): a Dutch label per action and what its details
// say that matters to a reader. Details are what the server wrote at the time: each is read defensively.
import { formatMoney } from '../../../../shared/format';
import type { AuditEntry } from './api-more';
import { nlMore } from './nl-more';

const t = nlMore.log;

export const actionLabel = (action: string): string => t.actions[action] ?? action;

export const actorLabel = (actor: string): string => (actor === 'console' ? t.console : actor);

const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** The subject and the details that say what happened, joined: 'Zomerkamp: van 40 naar 45 plaatsen'. */
export function describe(entry: AuditEntry): string {
  const d = entry.details;
  const parts: string[] = [];
  switch (entry.action) {
    case 'places.set':
      parts.push(text(d.title) || entry.subject, t.places(d.from ?? '?', d.to ?? '?'));
      break;
    case 'check_in':
      parts.push(entry.subject, d.present === true ? t.present : t.absent);
      break;
    case 'export.csv':
    case 'export.xlsx':
      parts.push(text(d.title) || entry.subject, t.rows(d.rows ?? '?'));
      if (d.medical === true) parts.push(t.withMedical);
      break;
    case 'medical.view':
      parts.push(text(d.title) || entry.subject, t.participants(d.participants ?? '?'));
      break;
    case 'feedback.write':
      parts.push(entry.subject);
      if (text(d.trainer)) parts.push(t.trainer(text(d.trainer)));
      break;
    case 'order.refund':
    case 'refund.retry':
      parts.push(entry.subject);
      if (typeof d.amount_cents === 'number') parts.push(formatMoney(d.amount_cents / 100));
      if (text(d.reason)) parts.push(text(d.reason));
      if (text(d.status)) parts.push(nlMore.order.refundStatuses[text(d.status) as 'failed'] ?? text(d.status));
      break;
    case 'role.add':
      parts.push(entry.subject);
      if (d.created === true) parts.push(t.newAccount);
      break;
    default:
      parts.push(entry.subject);
  }
  return parts.filter(Boolean).join(' · ');
}
