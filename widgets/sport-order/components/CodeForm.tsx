import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Field } from '../../../shared/ui/Field';
import { nl } from '../nl';

export type CodeKind = 'voucher' | 'giftCard';

/** the two codes of the summary (spec §2 "Order step 3"), with the API's field name for each */
const KINDS = {
  voucher: { toggleLabel: nl.summary.voucherToggle, label: nl.summary.voucherLabel, name: 'coupon_code' },
  giftCard: { toggleLabel: nl.summary.giftCardToggle, label: nl.summary.giftCardLabel, name: 'giftcard_code' },
} as const;

interface CodeFormProps {
  kind: CodeKind;
  /** resolves null when applied, else the messages to show by the input */
  onApply: (kind: CodeKind, code: string) => Promise<string[] | null>;
}

/** A voucher or gift-card toggle with its input and 'Toepassen' (spec §2 "Order step 3", §5: disabled while empty). */
export function CodeForm({ kind, onApply }: CodeFormProps) {
  const { toggleLabel, label, name } = KINDS[kind];
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [applying, setApplying] = useState(false);
  const panelId = useId();
  const empty = code.trim() === '';

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (empty || applying) return;
    setApplying(true);
    const refused = await onApply(kind, code);
    setApplying(false);
    setErrors(refused ?? []);
    if (refused?.length) setRefusedAt((n) => n + 1);
  }

  // spec §8: a refused code's message is heard and seen. Focus goes to the
  // field (aria-invalid, described by the message) and the field is scrolled into view on a phone.
  const input = useRef<HTMLInputElement>(null);
  const [refusedAt, setRefusedAt] = useState(0);
  useEffect(() => {
    if (!refusedAt || !input.current) return;
    input.current.focus({ preventScroll: true });
    input.current.closest('.sport-field')?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [refusedAt]);

  return (
    <div className="sport-order__code">
      <button
        type="button"
        className="sport-link-button sport-order__code-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {toggleLabel}
      </button>
      <form id={panelId} hidden={!open} className="sport-order__code-form" onSubmit={(e) => void onSubmit(e)} noValidate>
        <Field
          label={label}
          name={name}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          ref={input}
          value={code}
          errors={errors}
          onChange={(e) => {
            setCode(e.target.value);
            if (errors.length) setErrors([]);
          }}
        />
        {/* busy, not disabled while applying: a disabled button drops the focus (WCAG 2.4.3) */}
        <button
          type="submit"
          className="sport-button"
          disabled={empty}
          aria-disabled={applying || undefined}
          aria-busy={applying || undefined}
        >
          {nl.summary.apply}
        </button>
      </form>
    </div>
  );
}
