import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { StaffRefundAnswer } from '../../../../shared/contract/cancellation';
import type { StaffOrder } from '../../../../shared/contract/staff';
import { httpStatus } from '../../../../shared/errors';
import { formatMoney } from '../../../../shared/format';
import { Field } from '../../../../shared/ui/Field';
import { ErrorBox } from '../../../../shared/ui/MessageBox';
import { TextAreaField } from '../../../../shared/ui/TextArea';
import { staffRefund, type OrderTicket, type RefundRequest } from './api-more';
import { RefundChoice, type Which } from './RefundChoice';
import { nlMore } from './nl-more';
import { failureOf, noFailure, type Failure } from './use-load';

const t = nlMore.refund;
const AMOUNT = /^\d{1,6}([.,]\d{1,2})?$/;

interface Values {
  which: Which;
  picked: string[];
  amount: string;
  reason: string;
}

/** What the form asks the server, or the fields' messages when it is not complete. */
function requestOf(values: Values): RefundRequest | Failure {
  const fields: Record<string, string[]> = {};
  const amount = values.amount.trim();
  if (values.which === 'some' && !values.picked.length) fields.tickets = [t.pickTickets];
  if (values.which === 'none' && !amount) fields.amount = [t.amountNeeded];
  else if (amount && !AMOUNT.test(amount)) fields.amount = [t.amountWrong];
  if (!values.reason.trim()) fields.reason = [t.reasonMissing];
  if (Object.keys(fields).length) return { fields, rest: [] };
  const tickets = values.which === 'all' ? 'all' : values.which === 'some' ? values.picked : undefined;
  return { ...(tickets ? { tickets } : {}), ...(amount ? { amount: amount.replace(',', '.') } : {}), reason: values.reason.trim() };
}

/**
 * Staff cancel tickets and/or give money back (docs/rules.md "Cancellation"): the form, then one
 * question with what will happen, then one POST however often 'Ja' is pressed. A refusal (422) goes back
 * to the form with the server's messages by their fields; a lost connection keeps the question, to ask again.
 */
export function RefundForm({
  order,
  tickets,
  onDone,
}: {
  order: StaffOrder;
  tickets: OrderTicket[] | null;
  onDone: (answer: StaffRefundAnswer) => void;
}) {
  const [values, setValues] = useState<Values>({ which: 'all', picked: [], amount: '', reason: '' });
  const [step, setStep] = useState<'form' | 'confirm'>('form');
  const [failure, setFailure] = useState<Failure>(noFailure);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<StaffRefundAnswer | null>(null);
  const inFlight = useRef(false);
  // one question, one refund: once answered, 'Ja' does nothing until the form is sent through 'Verder' again
  // (a second click can land before the screen has moved on)
  const answered = useRef(false);
  const question = useRef<HTMLDivElement>(null);
  const set = (change: Partial<Values>) => setValues((old) => ({ ...old, ...change }));
  const list = tickets ?? [];

  useEffect(() => {
    if (step === 'confirm') question.current?.focus();
  }, [step]);

  function next(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    const request = requestOf(values);
    if ('fields' in request) return setFailure(request);
    setFailure(noFailure);
    answered.current = false;
    setStep('confirm');
  }

  async function confirm() {
    const request = requestOf(values);
    if (inFlight.current || answered.current || 'fields' in request) return;
    inFlight.current = true;
    setSending(true);
    setFailure(noFailure);
    try {
      const answer = await staffRefund(order.uuid, request);
      answered.current = true;
      setDone(answer);
      setValues({ which: 'all', picked: [], amount: '', reason: '' });
      setStep('form');
      onDone(answer);
    } catch (error) {
      const refused = httpStatus(error) === 422 || httpStatus(error) === 409;
      setFailure(await failureOf(error, refused ? ['tickets', 'amount', 'reason'] : []));
      // refused: back to the form, its messages by the fields; otherwise the question stands
      if (refused) setStep('form');
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  const names = list.filter((ticket) => values.picked.includes(ticket.uuid)).map((ticket) => ticket.name);
  return (
    <section className="sport-staff-more__section sport-staff-refund" aria-labelledby="sport-staff-refund-title">
      <h3 id="sport-staff-refund-title">{t.title}</h3>
      <div className="sport-staff-more__said" role="status">
        {done ? (
          <>
            <p>{t.done(done.canceled.length, formatMoney(done.refunded_amount))}</p>
            {done.refunds
              .filter((refund) => refund.status === 'failed')
              .map((refund) => (
                <p key={refund.uuid}>{t.failed(formatMoney(refund.amount), refund.error ?? '')}</p>
              ))}
          </>
        ) : null}
      </div>
      {step === 'form' ? (
        <form className="sport-form" onSubmit={next} noValidate>
          <RefundChoice
            which={values.which}
            picked={values.picked}
            tickets={list}
            unread={tickets === null}
            errors={failure.fields.tickets}
            onChange={(which, picked) => set({ which, picked })}
          />
          <Field
            label={t.amount}
            hint={t.amountHint}
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            required={values.which === 'none'}
            value={values.amount}
            onChange={(event) => set({ amount: event.target.value })}
            errors={failure.fields.amount}
          />
          <TextAreaField
            label={t.reason}
            hint={t.reasonHint}
            name="reason"
            required
            maxLength={500}
            value={values.reason}
            onChange={(event: { target: { value: string } }) => set({ reason: event.target.value })}
            errors={failure.fields.reason}
          />
          <ErrorBox messages={failure.rest} focus />
          <div className="sport-submit">
            <button type="submit" className="sport-button sport-button--primary">
              {t.next}
            </button>
          </div>
        </form>
      ) : (
        <div
          ref={question}
          role="group"
          className="sport-staff-refund__confirm"
          tabIndex={-1}
          aria-labelledby="sport-staff-refund-question"
        >
          <p id="sport-staff-refund-question">
            <strong>{t.confirmTitle}</strong>
          </p>
          <p>{values.which === 'all' ? t.cancelsAll : values.which === 'some' ? t.cancelsSome(names.join(', ')) : t.cancelsNone}</p>
          <p>{values.amount.trim() ? t.backAmount(formatMoney(values.amount.trim().replace(',', '.'))) : t.backFull}</p>
          <p>{t.because(values.reason.trim())}</p>
          <p>{t.final}</p>
          <ErrorBox messages={failure.rest} focus />
          <div className="sport-staff-refund__buttons">
            {/* aria-disabled, not disabled: a disabled button drops the focus; the ref sends once anyway */}
            <button
              type="button"
              className="sport-button sport-button--primary"
              aria-disabled={sending || undefined}
              onClick={() => void confirm()}
            >
              {sending ? t.sending : t.confirm}
            </button>
            <button type="button" className="sport-button" disabled={sending} onClick={() => setStep('form')}>
              {t.change}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
