import { useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { formatDate, formatMoney } from '../../../shared/format';
import { Field } from '../../../shared/ui/Field';
import { $balance, checkBalance } from '../stores/balance';
import { focusById } from '../../../shared/page-change';
import { nl } from '../nl';

const CODE_ID = 'sport-gift-card-balance-code';

/**
 * At the top of the order form: a recipient who came for 'Saldo' finds it at once, on a phone too, where the
 * balance check sits three screens below the form. The link jumps to the code field and gives it the focus.
 */
export function BalanceLink() {
  return (
    <p className="sport-gift-card__balance-link">
      <a
        href={`#${CODE_ID}`}
        onClick={(event) => {
          if (focusById(CODE_ID)) event.preventDefault();
        }}
      >
        {nl.balance.jump}
      </a>
    </p>
  );
}

/** 'Saldo bekijken' (beyond the spec): a code's remaining balance and expiry; wrong codes are throttled by the server. */
export function BalanceCheck() {
  const [code, setCode] = useState('');
  const state = useStore($balance);
  const checking = state.status === 'checking';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (code.trim() && !checking) void checkBalance(code);
  }

  let answer = '';
  if (state.status === 'found') {
    const b = state.balance;
    const until = b.expires_at ? formatDate(b.expires_at) : '';
    answer = b.expired
      ? nl.balance.expired(until)
      : until
        ? nl.balance.result(formatMoney(b.balance), until)
        : nl.balance.resultNoExpiry(formatMoney(b.balance));
  }
  const errors = state.status === 'failed' ? state.errors.messages : undefined;

  return (
    <section className="sport-gift-card__balance" aria-labelledby="sport-gift-card-balance-title">
      <h2 id="sport-gift-card-balance-title">{nl.balance.title}</h2>
      <p className="sport-form__hint">{nl.balance.intro}</p>
      <form className="sport-gift-card__balance-form" onSubmit={submit} noValidate>
        <Field
          label={nl.balance.code}
          name="code"
          id={CODE_ID}
          value={code}
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="characters"
          maxLength={40}
          required
          errors={errors}
          onChange={(e) => setCode(e.target.value)}
        />
        {/* while checking: aria-disabled, not disabled, so a keyboard user's focus stays on the button */}
        <button
          type="submit"
          className="sport-button"
          disabled={!code.trim()}
          aria-disabled={checking || undefined}
          aria-busy={checking || undefined}
        >
          {checking ? nl.balance.checking : nl.balance.submit}
        </button>
      </form>
      {/* one live region for the answer and the error, so each is announced */}
      <p className="sport-gift-card__balance-result" role="status" aria-live="polite">
        {answer}
        {errors ? <span className="sport-visually-hidden">{errors.join(' ')}</span> : null}
      </p>
    </section>
  );
}
