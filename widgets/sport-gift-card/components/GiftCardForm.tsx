import { useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { GIFT_CARD_MESSAGE_MAX } from '../../../shared/contract/gift-card';
import { formatMoney } from '../../../shared/format';
import { navigate } from '../../../shared/router';
import { Field } from '../../../shared/ui/Field';
import { RadioGroup } from '../../../shared/ui/RadioGroup';
import { TextAreaField } from '../../../shared/ui/TextArea';
import { Toggle } from '../../../shared/ui/Toggle';
import { nl as common } from '../../../shared/nl';
import { draftProblems, offeredAmounts, type GiftCardDraft } from '../rules';
import { $draft, updateDraft } from '../stores/draft';
import { $giftCardFlow } from '../stores/flow';
import { nl } from '../nl';
import { BalanceCheck, BalanceLink } from './BalanceCheck';
import { CmsTextCards } from './CmsTextCards';
import { ScreenHeading } from './ScreenHeading';
import { pathTo } from '../../../shared/routes';
import { HintedSubmit } from '../../../shared/ui/HintedSubmit';

type TextKey = 'first_name' | 'last_name' | 'email' | 'gift_first_name' | 'gift_last_name' | 'gift_email';

/** 'Vul je voornaam in.' → 'vul je voornaam in', for the list beside the button. */
const asItem = (message: string) => message.charAt(0).toLowerCase() + message.slice(1).replace(/\.$/, '');

/**
 * The gift-card form (spec §2 "Gift card screens", §4 "Gift card"): amount, own details, 'Dit is een
 * cadeau' with the recipient and a message, the CMS cards, and a footer whose 'Verder' is enabled only
 * when the form is complete; beside it what is still missing. A field says what is wrong once left.
 */
export function GiftCardForm() {
  const draft = useStore($draft);
  const flow = useStore($giftCardFlow)!;
  const amounts = offeredAmounts(flow.giftcardOptions);
  const problems = draftProblems(draft, amounts);
  const missing = Object.values(problems).flat();
  const complete = missing.length === 0;
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const touch = (name: string) => setTouched((old) => (old.has(name) ? old : new Set(old).add(name)));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (complete) navigate(pathTo('giftCardSummary'));
  }

  const text = (name: TextKey, label: string, required: boolean, autoComplete: string, type = 'text') => (
    <Field
      label={label}
      name={name}
      type={type}
      autoComplete={autoComplete}
      value={draft[name]}
      required={required}
      maxLength={255}
      errors={touched.has(name) ? problems[name] : undefined}
      onChange={(e) => updateDraft({ [name]: e.target.value } as Partial<GiftCardDraft>)}
      onBlur={() => touch(name)}
    />
  );

  return (
    <div className="sport-gift-card__screen">
      <ScreenHeading>{nl.form.title}</ScreenHeading>
      <BalanceLink />
      <form className="sport-gift-card__form" onSubmit={submit} noValidate>
        <p className="sport-form__hint">{common.requiredHint}</p>
        <div className="sport-gift-card__amounts">
          <RadioGroup
            label={nl.form.amount}
            name="amount"
            required
            inline
            options={amounts.map((amount) => ({ value: String(amount), label: formatMoney(amount) }))}
            value={draft.amount ? String(draft.amount) : ''}
            onChange={(e) => updateDraft({ amount: Number(e.target.value) })}
          />
        </div>

        <fieldset className="sport-gift-card__fieldset">
          <legend>{nl.form.own}</legend>
          {draft.gift ? <p className="sport-form__hint">{nl.form.ownWithGift}</p> : null}
          <div className="sport-form__row">
            {text('first_name', nl.form.firstName, true, 'given-name')}
            {text('last_name', nl.form.lastName, true, 'family-name')}
          </div>
          {text('email', nl.form.email, true, 'email', 'email')}
        </fieldset>

        <Toggle
          className="sport-gift-card__toggle"
          label={nl.form.gift}
          hint={nl.form.giftHint}
          name="gift"
          value={draft.gift}
          onChange={(e) => updateDraft({ gift: e.target.checked })}
        />

        {draft.gift ? (
          <fieldset className="sport-gift-card__fieldset">
            <legend>{nl.form.recipient}</legend>
            <div className="sport-form__row">
              {text('gift_first_name', nl.form.firstName, true, 'off')}
              {text('gift_last_name', nl.form.lastName, true, 'off')}
            </div>
            {text('gift_email', nl.form.email, true, 'off', 'email')}
            <TextAreaField
              label={nl.form.message}
              hint={nl.form.messageHint}
              name="message"
              rows={4}
              maxLength={GIFT_CARD_MESSAGE_MAX}
              value={draft.message}
              errors={touched.has('message') ? problems.message : undefined}
              onChange={(e) => updateDraft({ message: e.target.value })}
              onBlur={() => touch('message')}
            />
          </fieldset>
        ) : null}

        <CmsTextCards cards={flow.textCards} block="sport-gift-card" heading="h3" label={nl.form.cards} />

        <div className="sport-gift-card__footer">
          <p className="sport-gift-card__total">
            {nl.form.total} <strong>{formatMoney(draft.amount)}</strong>
          </p>
          <div className="sport-gift-card__next">
            <HintedSubmit hintId="sport-gift-card-missing" hint={complete ? null : nl.form.missing(missing.map(asItem))}>
              {common.next}
            </HintedSubmit>
          </div>
        </div>
      </form>
      <BalanceCheck />
    </div>
  );
}
