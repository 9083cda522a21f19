import { useId, useState, type FormEvent } from 'react';
import { Field } from '../../../shared/ui/Field';
import { nl } from '../nl';

interface CodeFormProps {
  toggleLabel: string;
  label: string;
  name: 'coupon_code' | 'giftcard_code';
  /** resolves null when applied, else the messages to show by the input */
  onApply: (code: string) => Promise<string[] | null>;
}

/** A voucher or gift-card toggle with its input and 'Toepassen' (spec §2 "Order step 3", §5: disabled while empty). */
export function CodeForm({ toggleLabel, label, name, onApply }: CodeFormProps) {
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
    const refused = await onApply(code);
    setApplying(false);
    setErrors(refused ?? []);
  }

  return (
    <div className="sport-order__code">
      <button type="button" className="sport-link-button sport-order__code-toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
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
          value={code}
          errors={errors}
          onChange={(e) => {
            setCode(e.target.value);
            if (errors.length) setErrors([]);
          }}
        />
        <button type="submit" className="sport-button" disabled={empty || applying} aria-busy={applying || undefined}>
          {nl.summary.apply}
        </button>
      </form>
    </div>
  );
}
