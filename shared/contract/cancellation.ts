import * as v from 'valibot';
import { moneyString } from './fields';

// Undoing an order (docs/rules.md "Cancellation"): the rule is data in the CMS — per event, else the
// order flow's default — so the server's refund, the text beside the pay button and the mails all
// come from one rule.

/**
 * Free (everything back) up to and including the day `freeUntilDaysBefore` days before the first day;
 * after that, up to and including the day `lastDaysBefore` days before, everything minus `feePercent`;
 * later a parent cannot cancel (staff can). Days are calendar days in Europe/Amsterdam.
 */
export const CancellationRuleSchema = v.object({
  freeUntilDaysBefore: v.pipe(v.number(), v.integer(), v.minValue(0)),
  feePercent: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100)),
  lastDaysBefore: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))),
});
export type CancellationRule = v.InferOutput<typeof CancellationRuleSchema>;

/** The shop's rule when neither the event nor the order flow names one. */
export const DEFAULT_CANCELLATION_RULE: CancellationRule = { freeUntilDaysBefore: 28, feePercent: 0, lastDaysBefore: null };

/** 28 → 'vier weken', 7 → 'een week', 3 → '3 dagen' */
function period(days: number): string {
  const words = ['', 'een', 'twee', 'drie', 'vier', 'vijf', 'zes', 'zeven', 'acht'];
  if (days === 1) return 'een dag';
  if (days % 7 === 0 && days / 7 < words.length) return days === 7 ? 'een week' : `${words[days / 7]} weken`;
  return `${days} dagen`;
}

/** The rule in one sentence, as beside the pay button and in the mails. */
export function cancellationPolicyText(rule: CancellationRule): string {
  const free = `Tot ${period(rule.freeUntilDaysBefore)} voor de start annuleer je kosteloos`;
  const last = rule.lastDaysBefore;
  if (last === null || last >= rule.freeUntilDaysBefore || rule.feePercent >= 100) return `${free}; daarna kan annuleren niet meer.`;
  const back = 100 - rule.feePercent;
  const part = back === 50 ? 'de helft' : `${back}%`;
  if (back === 100) return `Tot ${period(last)} voor de start annuleer je kosteloos; daarna kan annuleren niet meer.`;
  return `${free}; daarna krijg je tot ${period(last)} voor de start ${part} terug.`;
}

/** GET /api/tickets/{uuid}/cancel: what a cancel would give back now, or why it cannot. */
export const CancelQuoteSchema = v.object({
  /** the ticket's uuid */
  ticket: v.string(),
  /** the child's first name and the event's title, for the dialog */
  child_name: v.string(),
  event_title: v.string(),
  can_cancel: v.boolean(),
  /** why not (Dutch), when can_cancel is false */
  reason: v.nullable(v.string()),
  /** what comes back in all, and where: to the account that paid, onto the gift card that paid */
  refund_amount: moneyString,
  to_account: moneyString,
  to_gift_card: moneyString,
  /** what the rule keeps (feePercent) */
  fee_amount: moneyString,
  /** the last day (Europe/Amsterdam, YYYY-MM-DD) of a free cancel, and of any cancel by the parent */
  free_until: v.string(),
  cancel_until: v.string(),
  /** the rule in one sentence */
  policy: v.string(),
});
export type CancelQuote = v.InferOutput<typeof CancelQuoteSchema>;

export const REFUND_STATUSES = ['pending', 'processing', 'refunded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** A refund of (part of) an order: to the account that paid (the payment provider) or onto the gift card. */
export const RefundSchema = v.object({
  uuid: v.string(),
  amount: moneyString,
  /** account: back through the payment provider; gift_card: onto the card that paid */
  destination: v.picklist(['account', 'gift_card']),
  /** pending: recorded, not yet sent; processing: the provider has it; refunded; failed (see error) */
  status: v.picklist(REFUND_STATUSES),
  /** the provider's reason for a failed refund */
  error: v.nullable(v.string()),
  reason: v.string(),
  created_at: v.string(),
});
export type Refund = v.InferOutput<typeof RefundSchema>;

/** POST /api/tickets/{uuid}/cancel: the canceled ticket and the refunds it made. */
export const CancelAnswerSchema = v.object({
  ticket: v.string(),
  order: v.string(),
  refunds: v.array(RefundSchema),
  refund_amount: moneyString,
});
export type CancelAnswer = v.InferOutput<typeof CancelAnswerSchema>;

/**
 * POST /api/staff/orders/{uuid}/refunds: staff cancel tickets ('all' or some) at any time and/or give back an
 * amount ('12.50', never more than is left); without an amount the canceled tickets' full shares go back.
 */
export const StaffRefundPayloadSchema = v.pipe(
  v.object({
    tickets: v.optional(v.union([v.literal('all'), v.pipe(v.array(v.string()), v.maxLength(50))])),
    amount: v.optional(
      v.pipe(v.string('Vul een bedrag in, zoals 12.50.'), v.trim(), v.regex(/^\d{1,6}([.,]\d{1,2})?$/, 'Vul een bedrag in, zoals 12.50.')),
    ),
    reason: v.pipe(
      v.string('Vul een reden in.'),
      v.trim(),
      v.nonEmpty('Vul een reden in.'),
      v.maxLength(500, 'De reden mag hoogstens 500 tekens hebben.'),
    ),
  }),
  v.forward(
    v.check((input) => input.tickets !== undefined || input.amount !== undefined, 'Kies de tickets die vervallen, of vul een bedrag in.'),
    ['amount'],
  ),
);

export const StaffRefundAnswerSchema = v.object({
  order: v.string(),
  /** the tickets canceled by this call */
  canceled: v.array(v.string()),
  refunds: v.array(RefundSchema),
  refunded_amount: moneyString,
});
export type StaffRefundAnswer = v.InferOutput<typeof StaffRefundAnswerSchema>;
