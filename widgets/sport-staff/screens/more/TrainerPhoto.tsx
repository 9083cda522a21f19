import { useRef, useState, type FormEvent } from 'react';
import type { Trainer } from '../../../../shared/contract/staff';
import { FieldFrame } from '../../../../shared/ui/Field';
import { ErrorBox } from '../../../../shared/ui/MessageBox';
import { uploadTrainerPhoto } from './api-more';
import { nlMore } from './nl-more';
import { failureOf, noFailure, type Failure } from './use-load';

const t = nlMore.trainers;

// What the server takes (docs/rules.md "Back office"): checked here first, so a 20 MB phone photo is
// not sent over a slow connection only to be refused; the server checks the content again.
const TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const MAX_BYTES = 5 * 1024 * 1024;

/** Why this file will not do, or null. */
export function photoProblem(file: File): string | null {
  if (!TYPES.includes(file.type)) return t.wrongType;
  if (file.size > MAX_BYTES) return t.tooLarge((file.size / 1024 / 1024).toFixed(1).replace('.', ','));
  return null;
}

/** One trainer: the photo (or its placeholder), the name, and a form to upload or replace the photo. */
export function TrainerPhoto({ trainer, onSaved }: { trainer: Trainer; onSaved: (trainer: Trainer) => void }) {
  // a ref, not state: emptied at once after the upload, so a second click does not send the photo again
  const file = useRef<File | null>(null);
  const inFlight = useRef(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<Failure>(noFailure);
  const [said, setSaid] = useState('');
  const input = useRef<HTMLInputElement>(null);

  function choose(chosen: File | null) {
    setSaid('');
    file.current = chosen;
    const problem = chosen ? photoProblem(chosen) : null;
    setFailure(problem ? { fields: { photo: [problem] }, rest: [] } : noFailure);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const photo = file.current;
    if (inFlight.current) return;
    if (!photo) return setFailure({ fields: { photo: [t.chooseFirst] }, rest: [] });
    const problem = photoProblem(photo);
    if (problem) return setFailure({ fields: { photo: [problem] }, rest: [] });
    inFlight.current = true;
    setSending(true);
    setFailure(noFailure);
    try {
      const saved = await uploadTrainerPhoto(trainer.id, photo);
      file.current = null;
      onSaved(saved);
      if (input.current) input.current.value = '';
      setSaid(t.uploaded(saved.name));
    } catch (error) {
      // the chosen file stays chosen: 'Foto opslaan' sends it again
      setFailure(await failureOf(error, ['photo']));
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  return (
    <article className="sport-staff-trainer" aria-label={trainer.name}>
      {trainer.photo ? (
        <img className="sport-staff-trainer__photo" src={trainer.photo} alt={t.photoOf(trainer.name)} width={96} height={96} />
      ) : (
        <span className="sport-staff-trainer__photo sport-staff-trainer__photo--none">{t.noPhoto}</span>
      )}
      <h2 className="sport-staff-trainer__name">{trainer.name}</h2>
      <form className="sport-form sport-staff-trainer__form" onSubmit={(event) => void submit(event)} noValidate>
        <FieldFrame label={t.newPhoto(trainer.name)} hint={t.photoHint} errors={failure.fields.photo}>
          {(control) => (
            <input
              {...control}
              ref={input}
              type="file"
              name="photo"
              accept={TYPES.join(',')}
              className="sport-field__input sport-staff-trainer__file"
              onChange={(event) => choose(event.target.files?.[0] ?? null)}
            />
          )}
        </FieldFrame>
        <button
          type="submit"
          className="sport-button sport-button--primary"
          aria-disabled={sending || undefined}
          aria-busy={sending || undefined}
        >
          {sending ? t.uploading : t.upload}
          <span className="sport-visually-hidden">{t.uploadOf(trainer.name)}</span>
        </button>
        <ErrorBox messages={failure.rest} focus />
      </form>
      <p className="sport-staff-more__said" role="status">
        {said}
      </p>
    </article>
  );
}
