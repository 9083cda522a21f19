import { useRef, useState, type FormEvent } from 'react';
import type { Trainer } from '../../../../shared/contract/staff';
import { Field } from '../../../../shared/ui/Field';
import { ErrorBox } from '../../../../shared/ui/MessageBox';
import { SubmitButton } from '../../../../shared/ui/SubmitButton';
import { addTrainer, getTrainers } from './api-more';
import { Loading } from './Loading';
import { TrainerPhoto } from './TrainerPhoto';
import { nlMore } from './nl-more';
import { failureOf, noFailure, useLoad, type Failure } from './use-load';

const t = nlMore.trainers;

/**
 * /beheer/trainers (docs/rules.md "Back office"): the trainers whose name and photo parents see with
 * the feedback (spec §2 "Dashboard details"); add one, upload or replace a photo.
 */
export function Trainers(_props: { params: Record<string, string> }) {
  const { result, reload, set } = useLoad(getTrainers, 'trainers');
  const trainers = result.state === 'ready' ? result.data : null;
  const replace = (trainer: Trainer) => {
    if (!trainers) return;
    const others = trainers.filter((item) => item.id !== trainer.id);
    set([...others, trainer].sort((a, b) => a.name.localeCompare(b.name, 'nl')));
  };
  return (
    <div className="sport-staff-more sport-staff-trainers">
      <h1>{t.title}</h1>
      <Loading result={result} label={t.loading} retry={() => void reload()} />
      {trainers ? (
        <>
          {trainers.length ? (
            <ul className="sport-staff-trainers__list">
              {trainers.map((trainer) => (
                <li key={trainer.id} className="sport-staff-trainers__item">
                  <TrainerPhoto trainer={trainer} onSaved={replace} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="sport-empty">{t.none}</p>
          )}
          <AddTrainer onAdded={replace} />
        </>
      ) : null}
    </div>
  );
}

function AddTrainer({ onAdded }: { onAdded: (trainer: Trainer) => void }) {
  const [name, setName] = useState('');
  // what is sent: emptied at once when the trainer is added, so a second click cannot add them twice
  const typed = useRef('');
  const inFlight = useRef(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<Failure>(noFailure);
  const [said, setSaid] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (inFlight.current) return;
    setSaid('');
    const wanted = typed.current.trim();
    if (!wanted) return setFailure({ fields: { name: [t.nameMissing] }, rest: [] });
    inFlight.current = true;
    setSending(true);
    setFailure(noFailure);
    try {
      const trainer = await addTrainer(wanted);
      typed.current = '';
      onAdded(trainer);
      setName('');
      setSaid(t.added(trainer.name));
    } catch (error) {
      // the name stays in the field, to send again
      setFailure(await failureOf(error, ['name']));
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  return (
    <section className="sport-staff-more__section" aria-labelledby="sport-staff-trainer-add">
      <h2 id="sport-staff-trainer-add">{t.addTitle}</h2>
      <form className="sport-form sport-staff-more__inline-form" onSubmit={(event) => void submit(event)} noValidate>
        <Field
          label={t.name}
          name="name"
          required
          maxLength={100}
          autoComplete="off"
          value={name}
          onChange={(event) => {
            typed.current = event.target.value;
            setName(event.target.value);
          }}
          errors={failure.fields.name}
        />
        <SubmitButton state={sending ? 'loading' : 'idle'} label={t.add} />
        <ErrorBox messages={failure.rest} focus />
      </form>
      <p className="sport-staff-more__said" role="status">
        {said}
      </p>
    </section>
  );
}
