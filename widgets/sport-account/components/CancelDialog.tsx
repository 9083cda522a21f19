import { useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import type { CancelAnswer, CancelQuote } from '../../../shared/contract/cancellation';
import { formatMoney, parseAmount } from '../../../shared/format';
import { Dialog } from '../../../shared/ui/Dialog';
import { ErrorBox } from '../../../shared/ui/MessageBox';
import { ShopContactLine } from '../../../shared/ui/ShopContactLine';
import { Spinner } from '../../../shared/ui/Spinner';
import { $cancel, closeCancel, confirmCancel, retryQuote, type CancelState } from '../stores/cancel';
import { nl } from '../nl';

const t = nl.cancel;

/**
 * The dashboard's cancel dialog (docs/rules.md "Cancellation"): the server's quote — what comes back
 * and where, what the rule keeps, the rule itself — then one question and the result; outside the rule
 * the server's reason and how to reach the shop. `returnFocus` says where focus goes once the ticket
 * (and with it the button that opened the dialog) is gone.
 */
export function CancelDialog({ returnFocus }: { returnFocus: (eventUuid: string) => HTMLElement | null }) {
  const state = useStore($cancel);
  // leaving the dashboard closes the dialog: coming back does not find it open
  useEffect(() => closeCancel, []);
  const asking = state?.step === 'loading' || (state?.step === 'quote' && state.quote.can_cancel);
  // while the cancel is under way the dialog stays, so its result is seen (the call gives up after 15 s)
  const sending = state?.step === 'quote' && state.sending;
  // the event of the ticket last shown: the dialog's state is gone by the time focus returns
  const eventUuid = useRef('');
  if (state) eventUuid.current = state.target.eventUuid;
  return (
    <Dialog
      open={state !== null}
      title={state ? t.title(state.target.name) : ''}
      onClose={() => (sending ? undefined : closeCancel())}
      closeLabel={asking ? t.keep : undefined}
      className="sport-cancel"
      returnFocus={() => returnFocus(eventUuid.current)}
      actions={
        state?.step === 'quote' && state.quote.can_cancel ? <ConfirmButton name={state.target.name} sending={state.sending} /> : null
      }
    >
      {state ? <CancelContent state={state} /> : null}
    </Dialog>
  );
}

function ConfirmButton({ name, sending }: { name: string; sending: boolean }) {
  // aria-disabled, not disabled: a disabled button drops the focus; the store sends once anyway
  return (
    <button type="button" className="sport-button sport-button--primary" aria-disabled={sending} onClick={() => void confirmCancel()}>
      {sending ? t.sending : t.confirm(name)}
    </button>
  );
}

function CancelContent({ state }: { state: CancelState }) {
  const box = useRef<HTMLDivElement>(null);
  const result = useRef<HTMLDivElement>(null);
  // the result takes the focus, so it is read at once
  useEffect(() => {
    if (state.step === 'done') result.current?.focus();
  }, [state.step]);
  // A change that removes the focused button ('Opnieuw proberen'; 'Ja, annuleer' when the server now
  // says no) would leave the focus nowhere: it goes to the dialog's content.
  useEffect(() => {
    const dialog = box.current?.closest('dialog');
    if (dialog?.open && !dialog.contains(document.activeElement)) box.current?.focus();
  });

  return (
    <div ref={box} className="sport-cancel__content" tabIndex={-1}>
      {state.step === 'loading' ? <Spinner label={t.loading} /> : null}
      {state.step === 'unavailable' ? (
        <>
          <ErrorBox messages={state.errors} focus />
          <p>
            <button type="button" className="sport-button" onClick={() => void retryQuote()}>
              {t.retry}
            </button>
          </p>
        </>
      ) : null}
      {state.step === 'quote' ? (
        <>
          <p>{t.intro(state.quote.child_name || state.target.name, state.quote.event_title || state.target.event)}</p>
          {state.quote.can_cancel ? (
            <QuoteLines quote={state.quote} />
          ) : (
            <>
              <p className="sport-cancel__reason">{state.quote.reason}</p>
              <ShopContactLine contact={state.contact} lead={t.contact} />
            </>
          )}
          <p className="sport-cancel__policy">
            <strong>{t.policy}</strong> {state.quote.policy}
          </p>
          {state.quote.can_cancel ? <p>{t.final}</p> : null}
          <ErrorBox messages={state.errors} focus />
        </>
      ) : null}
      {state.step === 'done' ? (
        <div ref={result} className="sport-cancel__result" role="status" tabIndex={-1}>
          <p>
            <strong>{t.done(state.quote.child_name || state.target.name, state.quote.event_title || state.target.event)}</strong>
          </p>
          <RefundLines answer={state.answer} />
          <p>{t.mail}</p>
        </div>
      ) : null}
    </div>
  );
}

/** What comes back and where, and what the rule keeps: the server's numbers, as they are. */
function QuoteLines({ quote }: { quote: CancelQuote }) {
  const account = parseAmount(quote.to_account);
  const giftCard = parseAmount(quote.to_gift_card);
  const fee = parseAmount(quote.fee_amount);
  if (account + giftCard === 0) return <p>{t.nothingBack}</p>;
  return (
    <>
      <p className="sport-cancel__back">{t.back}</p>
      <ul className="sport-cancel__amounts">
        {account > 0 ? <li>{t.toAccount(formatMoney(quote.to_account))}</li> : null}
        {giftCard > 0 ? <li>{t.toGiftCard(formatMoney(quote.to_gift_card))}</li> : null}
      </ul>
      {fee > 0 ? <p>{t.fee(formatMoney(quote.fee_amount))}</p> : null}
    </>
  );
}

function RefundLines({ answer }: { answer: CancelAnswer }) {
  if (!answer.refunds.length) return null;
  return (
    <ul className="sport-cancel__amounts">
      {answer.refunds.map((refund) => {
        const amount = formatMoney(refund.amount);
        return (
          <li key={refund.uuid}>
            {refund.status === 'failed'
              ? t.refundFailed(amount, refund.error ?? '')
              : refund.destination === 'gift_card'
                ? t.refundGiftCard(amount)
                : t.refundAccount(amount)}
          </li>
        );
      })}
    </ul>
  );
}
