import { useRef, useState, type FormEvent } from 'react';
import type { StaffEvent } from '../../../../shared/contract/staff';
import { Field } from '../../../../shared/ui/Field';
import { ErrorBox } from '../../../../shared/ui/MessageBox';
import { SubmitButton } from '../../../../shared/ui/SubmitButton';
import { getEventPlaces, setPlaces } from './api-more';
import { Loading } from './Loading';
import { nlMore } from './nl-more';
import { failureOf, noFailure, useLoad, type Failure } from './use-load';

const t = nlMore.places;

/**
 * An event's number of places (docs/rules.md "Back office"), on the participants page under its heading
 * 'Plaatsen': the numbers, and a form to change them. Fewer than sold and held is the server's refusal
 * with its reason; new places go to the waiting list at once, and the answer says to how many children.
 */
export function Places({ params }: { params: Record<string, string> }) {
  const eventUuid = params.eventUuid ?? '';
  const { result, reload, set } = useLoad(() => getEventPlaces(eventUuid), eventUuid);
  return (
    <div className="sport-staff-more sport-staff-places">
      <Loading result={result} label={t.loading} retry={() => void reload()} />
      {result.state === 'ready' ? <PlacesForm key={eventUuid} event={result.data} onSaved={set} /> : null}
    </div>
  );
}

function PlacesForm({ event, onSaved }: { event: StaffEvent; onSaved: (event: StaffEvent) => void }) {
  const [value, setValue] = useState(String(event.places));
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  const [failure, setFailure] = useState<Failure>(noFailure);
  const [said, setSaid] = useState<string[]>([]);
  const least = event.sold + event.held;

  async function submit(submitted: FormEvent) {
    submitted.preventDefault();
    if (inFlight.current) return;
    setSaid([]);
    const places = Number(value.trim());
    if (value.trim() === '' || !Number.isInteger(places) || places < 0) return setFailure({ fields: { places: [t.notWhole] }, rest: [] });
    inFlight.current = true;
    setSending(true);
    setFailure(noFailure);
    try {
      const answer = await setPlaces(event.uuid, places);
      onSaved(answer.event);
      setValue(String(answer.event.places));
      setSaid([t.saved(answer.event.places), ...(answer.offered > 0 ? [t.offered(answer.offered)] : [])]);
    } catch (error) {
      // the number typed stays in the field
      setFailure(await failureOf(error, ['places']));
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  const numbers: Array<[string, number]> = [
    [t.places, event.places],
    [t.sold, event.sold],
    [t.held, event.held],
    [t.free, event.free],
    [t.waiting, event.waiting_list],
  ];
  return (
    <>
      <dl className="sport-staff-places__numbers">
        {numbers.map(([label, number]) => (
          <div key={label} className="sport-staff-places__number">
            <dt>{label}</dt>
            <dd>{number}</dd>
          </div>
        ))}
      </dl>
      {event.places_set_by_staff ? <p className="sport-staff-more__note">{t.byStaff}</p> : null}
      <form className="sport-form sport-staff-more__inline-form" onSubmit={(submitted) => void submit(submitted)} noValidate>
        <Field
          label={t.field}
          name="places"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          required
          hint={t.hint(least)}
          value={value}
          onChange={(changed) => setValue(changed.target.value)}
          errors={failure.fields.places}
        />
        <SubmitButton state={sending ? 'loading' : 'idle'} label={t.save} />
        <ErrorBox messages={failure.rest} focus />
      </form>
      <div className="sport-staff-more__said" role="status">
        {said.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
    </>
  );
}
