import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { Participant, Trainer } from '../../../shared/contract/staff';
import { MAX_LONG_TEXT } from '../../../shared/contract/fields';
import { readFailure } from '../../../shared/errors';
import { ErrorBox } from '../../../shared/ui/MessageBox';
import { getTrainers, putFeedback } from '../api';
import { staffFailure } from '../stores/access';
import { childName } from '../rules';
import { nl } from '../nl';

const t = nl.feedback;

interface FeedbackEditorProps {
  participant: Participant;
  onClose: () => void;
  onSaved: (ticket: string, saved: Pick<Participant, 'feedback_text' | 'trainer_id'>) => void;
}

/**
 * The trainer's feedback on one ticket (spec §2 "Dashboard details": the parent sees the text, the
 * trainer's name and photo), below the list; focus goes to its heading when it opens. Plain controls
 * with the kit's classes: the shared field components would make the loader's preload graph grow.
 */
export function FeedbackEditor({ participant, onClose, onSaved }: FeedbackEditorProps) {
  const [trainers, setTrainers] = useState<Trainer[]>([]);
  const [text, setText] = useState(participant.feedback_text ?? '');
  const [trainer, setTrainer] = useState(participant.trainer_id === null ? '' : String(participant.trainer_id));
  const [errors, setErrors] = useState<string[]>([]);
  const [fields, setFields] = useState<Record<string, string[]>>({});
  const [state, setState] = useState<'idle' | 'saving' | 'saved'>('idle');
  const heading = useRef<HTMLHeadingElement>(null);
  const id = useId();

  useEffect(() => {
    heading.current?.focus();
    getTrainers().then(setTrainers, async (error: unknown) => setErrors(await staffFailure(error)));
  }, []);

  async function save(event: FormEvent) {
    event.preventDefault();
    setState('saving');
    setErrors([]);
    setFields({});
    try {
      const saved = await putFeedback(participant.ticket_uuid, text, trainer ? Number(trainer) : null);
      onSaved(participant.ticket_uuid, { feedback_text: saved.feedback_text, trainer_id: saved.trainer?.id ?? null });
      setState('saved');
    } catch (error) {
      setState('idle');
      setFields((await readFailure(error)).fields);
      setErrors(await staffFailure(error));
    }
  }

  const edited = () => setState('idle');
  const fieldError = (name: string) =>
    fields[name]?.length ? (
      <p id={`${id}-${name}-error`} className="sport-field__error">
        {fields[name]!.join(' ')}
      </p>
    ) : null;
  return (
    <section className="sport-staff__feedback sport-staff__no-print" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {t.dialogTitle(childName(participant))}
      </h2>
      <form className="sport-form" onSubmit={(e) => void save(e)} noValidate>
        <ErrorBox messages={errors} />
        <div className="sport-field">
          <label htmlFor={`${id}-text`} className="sport-field__label">
            {t.text}
          </label>
          <textarea
            id={`${id}-text`}
            className="sport-field__input"
            rows={6}
            maxLength={MAX_LONG_TEXT}
            value={text}
            aria-invalid={fields.feedback_text ? true : undefined}
            aria-describedby={fields.feedback_text ? `${id}-feedback_text-error` : undefined}
            onChange={(e) => {
              setText(e.target.value);
              edited();
            }}
          />
          {fieldError('feedback_text')}
        </div>
        <div className="sport-field">
          <label htmlFor={`${id}-trainer`} className="sport-field__label">
            {t.trainer}
          </label>
          <select
            id={`${id}-trainer`}
            className="sport-select"
            value={trainer}
            aria-invalid={fields.trainer_id ? true : undefined}
            aria-describedby={fields.trainer_id ? `${id}-trainer_id-error` : undefined}
            onChange={(e) => {
              setTrainer(e.target.value);
              edited();
            }}
          >
            <option value="">{t.noTrainer}</option>
            {trainers.map((tr) => (
              <option key={tr.id} value={String(tr.id)}>
                {tr.name}
              </option>
            ))}
          </select>
          {fieldError('trainer_id')}
        </div>
        <div className="sport-submit">
          <button type="submit" className="sport-button sport-button--primary" disabled={state === 'saving'}>
            {t.save}
          </button>
          <button type="button" className="sport-button" onClick={onClose}>
            {t.close}
          </button>
        </div>
        <p role="status" className="sport-staff__saved">
          {state === 'saved' ? t.saved : ''}
        </p>
      </form>
    </section>
  );
}
