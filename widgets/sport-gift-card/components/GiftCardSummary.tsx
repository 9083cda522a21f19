import { Terms } from '../../../shared/ui/Terms';
import { useEffect, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { formatMoney } from '../../../shared/format';
import { navigate } from '../../../shared/router';
import { $error, $formErrors } from '../../../shared/stores/ui';
import { ErrorBox } from '../../../shared/ui/MessageBox';
import { Link } from '../../../shared/ui/Link';
import { Spinner } from '../../../shared/ui/Spinner';
import { isComplete, offeredAmounts, withCopies } from '../rules';
import { $draft, updateDraft } from '../stores/draft';
import { $giftCardFlow } from '../stores/flow';
import { $paying, pay } from '../stores/payment';
import { nl } from '../nl';
import { ScreenHeading } from './ScreenHeading';
import { pathTo } from '../../../shared/routes';
import { HintedSubmit } from '../../../shared/ui/HintedSubmit';

/**
 * The summary (spec §2 "Gift card screens"): '1x cadeaubon', the amount, from and to, the terms, and
 * 'Betalen' (the spec's 'Verder', named for what it does) to the payment page. Without a complete form (spec §4: no cart e-mail) back to /cadeaubon.
 */
export function GiftCardSummary() {
  const draft = useStore($draft);
  const flow = useStore($giftCardFlow)!;
  const paying = useStore($paying);
  const error = useStore($error);
  const formErrors = useStore($formErrors);
  const complete = isComplete(draft, offeredAmounts(flow.giftcardOptions));

  useEffect(() => {
    if (!complete && paying === 'idle') navigate(pathTo('giftCard'), { replace: true });
  }, [complete, paying]);
  if (!complete) return <Spinner />;

  const order = withCopies(draft);
  const busy = paying !== 'idle';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (draft.terms) void pay();
  }

  return (
    <div className="sport-gift-card__screen">
      <ScreenHeading>{nl.summary.title}</ScreenHeading>
      <ErrorBox messages={error.length ? error : formErrors.messages} focus />
      <dl className="sport-gift-card__lines">
        <div>
          <dt>{nl.summary.line}</dt>
          <dd>{formatMoney(order.amount)}</dd>
        </div>
        <div>
          <dt>{nl.summary.from}</dt>
          <dd>
            {order.first_name} {order.last_name}
            <br />
            {order.email}
          </dd>
        </div>
        <div>
          <dt>{nl.summary.to}</dt>
          <dd>
            {order.gift_first_name} {order.gift_last_name}
            <br />
            {order.gift_email}
          </dd>
        </div>
        {order.message.trim() ? (
          <div>
            <dt>{nl.summary.message}</dt>
            <dd className="sport-gift-card__message-text">{order.message}</dd>
          </div>
        ) : null}
      </dl>
      <p>
        <Link href={pathTo('giftCard')}>{nl.summary.change}</Link>
      </p>
      <form className="sport-gift-card__form" onSubmit={submit} noValidate>
        <Terms
          id="sport-gift-card-terms"
          className="sport-gift-card__terms"
          accepted={draft.terms}
          onChange={(terms) => updateDraft({ terms })}
        />
        <div className="sport-gift-card__footer">
          <p className="sport-gift-card__total">
            {nl.form.total} <strong>{formatMoney(order.amount)}</strong>
          </p>
          <div className="sport-gift-card__next">
            <HintedSubmit
              hintId="sport-gift-card-terms-hint"
              hint={draft.terms ? null : nl.summary.acceptTerms}
              disabled={!draft.terms || busy}
              busy={busy}
            >
              {busy ? nl.summary.paying : nl.summary.pay}
            </HintedSubmit>
          </div>
        </div>
      </form>
    </div>
  );
}
