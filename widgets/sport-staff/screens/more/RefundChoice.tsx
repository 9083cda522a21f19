import { FieldFrame } from '../../../../shared/ui/Field';
import { RadioGroup } from '../../../../shared/ui/RadioGroup';
import type { OrderTicket } from './api-more';
import { nlMore } from './nl-more';

const t = nlMore.refund;

export type Which = 'all' | 'some' | 'none';

/** What goes: every ticket, some (checked one by one), or none (an amount only). */
export function RefundChoice({
  which,
  picked,
  tickets,
  unread,
  errors,
  onChange,
}: {
  which: Which;
  picked: string[];
  tickets: OrderTicket[];
  /** the tickets could not be read: all of them or an amount still can go */
  unread: boolean;
  errors: string[] | undefined;
  onChange: (which: Which, picked: string[]) => void;
}) {
  const options = [
    { value: 'all', label: t.all },
    { value: 'some', label: t.some, disabled: tickets.length === 0 },
    { value: 'none', label: t.none },
  ];
  const toggle = (uuid: string, on: boolean) => onChange(which, on ? [...picked, uuid] : picked.filter((p) => p !== uuid));
  return (
    <>
      <RadioGroup
        label={t.which}
        name="which"
        options={options}
        value={which}
        required
        hint={unread ? t.ticketsUnread : tickets.length ? undefined : t.noTickets}
        onChange={(event) => onChange(event.target.value as Which, picked)}
      />
      {which === 'some' ? (
        <FieldFrame label={t.tickets} errors={errors} group marked className="sport-choices">
          {(control) => (
            <div className="sport-choices__options">
              {tickets.map((ticket, i) => (
                <label key={ticket.uuid} className="sport-choice">
                  <input
                    type="checkbox"
                    name={i === 0 ? 'tickets' : `tickets-${i}`}
                    value={ticket.uuid}
                    checked={picked.includes(ticket.uuid)}
                    aria-invalid={control['aria-invalid']}
                    onChange={(event) => toggle(ticket.uuid, event.target.checked)}
                  />
                  <span>{ticket.name}</span>
                </label>
              ))}
            </div>
          )}
        </FieldFrame>
      ) : errors?.length ? (
        // the server's word on tickets (already canceled, not of this order) also when no list is open
        <p className="sport-field__error">{errors.join(' ')}</p>
      ) : null}
    </>
  );
}
