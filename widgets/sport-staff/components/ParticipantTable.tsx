import type { Participant } from '../../../shared/contract/staff';
import { formatDateTime, formatTime } from '../../../shared/format';
import { childName } from '../rules';
import { nl } from '../nl';

const t = nl.participants;
const c = t.columns;

interface ParticipantTableProps {
  rows: Participant[];
  medical: boolean;
  /** given for an event that has started: a Feedback button per ticket */
  onFeedback?: (row: Participant) => void;
}

/**
 * The participants as one table. On a phone it scrolls sideways inside its own region with the child's
 * name kept in view (sticky), and in print it is the camp folder's A4 list (styles.css "print").
 */
export function ParticipantTable({ rows, medical, onFeedback }: ParticipantTableProps) {
  // a column per question of the event (docs/rules.md "Questions per event"); every row answers them all, in
  // order; then when the parent changed them after the order
  const questions = rows.find((p) => p.answers?.length)?.answers?.map((a) => a.question) ?? [];
  return (
    <div className="sport-staff__scroll" role="region" aria-label={t.tableLabel} tabIndex={0}>
      <table className="sport-staff__table sport-staff__table--participants">
        <thead>
          <tr>
            <th scope="col">{c.child}</th>
            <th scope="col">{c.age}</th>
            <th scope="col">{c.gender}</th>
            <th scope="col">{c.shirt}</th>
            {questions.map((question) => (
              <th scope="col" key={question}>
                {question}
              </th>
            ))}
            {questions.length ? <th scope="col">{c.answersChanged}</th> : null}
            {medical ? <th scope="col">{c.medical}</th> : null}
            <th scope="col">{c.parent}</th>
            <th scope="col">{c.phone}</th>
            <th scope="col">{c.email}</th>
            <th scope="col">{c.order}</th>
            <th scope="col">{c.present}</th>
            {onFeedback ? (
              <th scope="col" className="sport-staff__no-print">
                {c.feedback}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((p) => (
            <tr key={p.ticket_uuid} className={medical && needsCare(p) ? 'sport-staff__row--medical' : undefined}>
              <th scope="row">{childName(p)}</th>
              <td>{p.age === null ? t.unknown : t.ageYears(p.age)}</td>
              <td>{t.gender[p.gender] ?? t.gender.u}</td>
              <td>{p.shirt_size === 'none' ? t.noShirt : p.shirt_size}</td>
              {questions.map((question, i) => (
                <td key={question} className="sport-staff__answer">
                  {p.answers?.[i]?.answer || t.unknown}
                </td>
              ))}
              {questions.length ? (
                <td className={p.answers_changed_at ? 'sport-staff__answers-changed' : undefined}>
                  {p.answers_changed_at ? t.answersChangedAt(formatDateTime(p.answers_changed_at)) : t.unknown}
                </td>
              ) : null}
              {medical ? (
                <td>
                  <Medical participant={p} />
                </td>
              ) : null}
              <td>{p.parent_name}</td>
              <td>{p.parent_phone ? <a href={`tel:${p.parent_phone.replace(/[^\d+]/g, '')}`}>{p.parent_phone}</a> : t.unknown}</td>
              <td>{p.parent_email ? <a href={`mailto:${p.parent_email}`}>{p.parent_email}</a> : t.unknown}</td>
              <td>{p.order_number}</td>
              <td>{p.present ? t.presentAt(p.present_at ? formatTime(p.present_at) : '') : t.no}</td>
              {onFeedback ? (
                <td className="sport-staff__no-print">
                  <button type="button" className="sport-link-button" onClick={() => onFeedback(p)}>
                    {nl.feedback.button}
                    <span className="sport-visually-hidden">{nl.feedback.buttonFor(childName(p))}</span>
                  </button>
                  {p.feedback_text ? <span className="sport-staff__muted"> ({nl.feedback.written})</span> : null}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const needsCare = (p: Participant): boolean =>
  Boolean(p.medical && (p.medical.needs_medical_attention || p.medical.allergies.trim() || p.medical.additional_info.trim()));

/** The profile's medical fields; a child who needs care is marked in words, not by colour alone. */
function Medical({ participant }: { participant: Participant }) {
  const m = participant.medical;
  if (!m) return <>{t.unknown}</>;
  const lines: [string, string][] = [
    [t.allergies, m.allergies],
    [t.info, m.additional_info],
    [t.doctor, m.family_doctor],
  ];
  return (
    <div className="sport-staff__medical">
      {needsCare(participant) ? <strong className="sport-staff__medical-mark">{t.medicalMark}</strong> : null}
      {m.needs_medical_attention ? <span>{t.needsAttention}</span> : null}
      {lines
        .filter(([, value]) => value.trim())
        .map(([label, value]) => (
          <span key={label}>
            {label}: {value}
          </span>
        ))}
      {!needsCare(participant) && !m.family_doctor.trim() ? <span>{t.no}</span> : null}
    </div>
  );
}
