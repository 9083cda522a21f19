import { useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { CmsEvent } from '../../../shared/cms/event';
import { $cart, applyGiftCard, applyVoucher, removeCode, type CodeField } from '../../../shared/stores/cart';
import { checkout } from '../../../shared/stores/checkout';
import { summaryTotals } from '../summary-totals';
import { $profiles } from '../../../shared/stores/profiles';
import { formatDateRange, formatMoney, parseAmount } from '../../../shared/format';
import { CodeForm, type CodeKind } from './CodeForm';
import { GeneralError } from './GeneralError';
import { OrderLines } from './OrderLines';
import { AnswersSummary } from './AnswersSummary';
import { StepHeading } from './StepHeading';
import { SafeCheckout } from './SafeCheckout';
import { Terms } from './Terms';
import { Totals } from './Totals';
import { itemsWithChild } from '../stores/participants';
import { nl } from '../nl';
import { HintedSubmit } from '../../../shared/ui/HintedSubmit';
import { rememberTerms, termsAccepted } from '../terms-memory';

const CHECKOUT_FORM_ID = 'sport-order-checkout';

/** Step 3, the summary (spec §2 "Order step 3"): what is ordered, the totals, codes, terms, and checkout. */
export function SummaryStep({ event }: { event: CmsEvent }) {
  const cart = useStore($cart);
  const profiles = useStore($profiles);
  const [accepted, setAcceptedState] = useState(() => termsAccepted(event.slug));
  const setAccepted = (value: boolean) => {
    setAcceptedState(value);
    rememberTerms(event.slug, value);
  };
  const [notice, setNotice] = useState<'applied' | 'removed' | null>(null);
  const totalsRef = useRef<HTMLDivElement>(null);
  const totals = summaryTotals(cart.meta);
  const busy = cart.loading || cart.checkingOut;

  // spec §5: disabled until the terms are accepted and while loading
  const hint = busy ? nl.summary.hint.loading : accepted ? null : nl.summary.hint.terms;

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (hint === null) void checkout();
  }

  async function apply(kind: CodeKind, code: string): Promise<string[] | null> {
    const refused = await (kind === 'voucher' ? applyVoucher(code) : applyGiftCard(code));
    if (refused === null) {
      setNotice('applied');
      // the applied code's form disappears: keep the focus on the new totals
      totalsRef.current?.focus();
    }
    return refused;
  }

  async function remove(field: CodeField) {
    if (await removeCode(field)) {
      setNotice('removed');
      // the button is gone and the code forms are back: keep the focus on the totals
      totalsRef.current?.focus();
    }
  }

  const nothingToPay = cart.items.length > 0 && parseAmount(cart.meta.cart_amount) === 0;
  const askVoucher = !cart.meta.coupon_code;
  const askGiftCard = !cart.meta.giftcard_code && !nothingToPay;
  const codes = (['coupon_code', 'giftcard_code'] as const).flatMap((field) => {
    const code = cart.meta[field];
    const amount = field === 'coupon_code' ? cart.meta.coupon_amount : cart.meta.giftcard_amount;
    return code ? [{ field, code, amount }] : [];
  });

  return (
    <div className="sport-order__step">
      <StepHeading title={`${nl.pageTitles.summary} – ${event.title}`}>{nl.summary.title}</StepHeading>
      <section className="sport-order__summary-event" aria-labelledby="sport-order-summary-event">
        <h2 id="sport-order-summary-event">{event.title}</h2>
        <p className="sport-order__muted">
          {[formatDateRange(event.startDate, event.endDate), event.location].filter(Boolean).join(' · ')}
        </p>
      </section>
      <OrderLines lines={itemsWithChild(cart.items, profiles)} shirtTitle={event.shirtTitle ?? ''} />
      <AnswersSummary slug={event.slug} lines={itemsWithChild(cart.items, profiles)} />
      <div ref={totalsRef} tabIndex={-1} className="sport-order__totals-wrap">
        <Totals totals={totals} codes={codes} />
      </div>
      {/* contract POST /api/cart: a code set to null is removed */}
      {codes.length ? (
        <p className="sport-order__remove-codes">
          {codes.map(({ field, code }) => (
            <button key={field} type="button" className="sport-link-button" disabled={cart.loading} onClick={() => void remove(field)}>
              {codes.length > 1 ? nl.summary.removeCodeLabel(code) : nl.summary.removeCode}
            </button>
          ))}
        </p>
      ) : null}
      <p className="sport-visually-hidden" role="status">
        {notice === 'applied' && totals.discount ? nl.summary.applied : notice === 'removed' ? nl.summary.removed : ''}
      </p>
      {/* docs/rules.md §4 "Summary totals": a voucher and a gift card together, the voucher first; each
          prompt stays until its code is applied (a gift card only while something is left to pay) */}
      {askVoucher || askGiftCard ? (
        <div className="sport-order__codes">
          {askVoucher ? <CodeForm kind="voucher" onApply={apply} /> : null}
          {askGiftCard ? <CodeForm kind="giftCard" onApply={apply} /> : null}
        </div>
      ) : null}
      <form id={CHECKOUT_FORM_ID} className="sport-order__checkout" onSubmit={onSubmit} noValidate>
        <Terms accepted={accepted} onChange={setAccepted} />
        <GeneralError />
        <SafeCheckout paying={!nothingToPay} />
      </form>
      {/* the total and the pay button: on a phone a bar at the bottom of the screen from the first view (as
          step 1's, styles.css), outside the form so it sticks within the whole step */}
      <div className="sport-order__footer-bar sport-order__pay-bar">
        <p className="sport-order__footer-total">
          <span>{nl.footer.total}</span> <strong>{formatMoney(totals.total)}</strong>
        </p>
        <div className="sport-order__footer-action">
          {/* paid in full by the codes: no payment page follows, so the button says what it does */}
          <HintedSubmit hintId="sport-order-pay-hint" hint={hint} busy={busy} hintClassName="sport-order__hint" form={CHECKOUT_FORM_ID}>
            {nothingToPay ? nl.summary.complete : nl.summary.pay}
          </HintedSubmit>
        </div>
      </div>
    </div>
  );
}
