import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { $user } from '../../../shared/stores/session';
import { $profiles, $profilesLoaded } from '../../../shared/stores/profiles';
import type { Profile } from '../../../shared/contract/profile';
import type { Ticket } from '../../../shared/contract/user';
import { formatDateRange } from '../../../shared/format';
import { CalendarLink } from '../../../shared/ui/CalendarLink';
import { Dialog } from '../../../shared/ui/Dialog';
import { Link } from '../../../shared/ui/Link';
import { Spinner } from '../../../shared/ui/Spinner';
import { $dashboard } from '../stores/dashboard';
import { openCancel, type CancelTarget } from '../stores/cancel';
import { CancelDialog } from './CancelDialog';
import type { DashboardEntry } from '../dashboard-rules';
import { CalendarIcon, PinIcon } from './Icons';
import { ProfileStatus } from './ProfileStatus';
import { OrdersList } from './OrdersList';
import { WaitingList } from './WaitingList';
import { nl } from '../nl';
import { pathTo } from '../../../shared/routes';
import { Panel } from './Panel';
import { TicketAnswers } from './TicketAnswers';

const fullName = (profile: Profile) => `${profile.first_name} ${profile.last_name}`.trim();

/**
 * After a cancel the ticket and its button are gone: focus goes to its event's card, else (the event's
 * last ticket) to the upcoming list, else (the parent's last ticket) to the page's heading.
 */
function afterCancel(eventUuid: string): HTMLElement | null {
  const target = [`sport-event-${eventUuid}`, 'sport-dashboard-upcoming', 'sport-dashboard-title']
    .map((id) => document.getElementById(id))
    .find((element) => element !== null);
  if (target) target.tabIndex = -1;
  return target ?? null;
}

/** /account (spec §2 "Dashboard details"): welcome line, upcoming and past events, or the empty state. */
export function Dashboard() {
  const user = useStore($user);
  const data = useStore($dashboard);
  const profiles = useStore($profiles);
  const profilesLoaded = useStore($profilesLoaded);
  const [feedback, setFeedback] = useState<Ticket | null>(null);

  // A ticket carries the profile as it was when the events were fetched; a profile the parent
  // completed since (same page) is newer in $profiles.
  const latest = (ticket: Ticket): Ticket => {
    const newer = profilesLoaded ? profiles.find((p) => p.uuid === ticket.profile.uuid) : undefined;
    return newer ? { ...ticket, profile: newer } : ticket;
  };

  return (
    <Panel id="sport-dashboard-title" title={user ? nl.dashboard.welcome(user.full_name) : nl.menu.overview}>
      {data === undefined ? (
        <Spinner />
      ) : data === null ? null : data.upcoming.length + data.past.length === 0 ? (
        <div className="sport-empty">
          <h2>{nl.dashboard.emptyTitle}</h2>
          <p>{nl.dashboard.emptyText}</p>
          <a className="sport-button" href={pathTo('events')}>
            {nl.dashboard.emptyLink}
          </a>
        </div>
      ) : (
        <>
          <section className="sport-dashboard__group" aria-labelledby="sport-dashboard-upcoming">
            <h2 id="sport-dashboard-upcoming">{nl.dashboard.upcoming}</h2>
            {data.upcoming.length ? (
              <ul className="sport-events">
                {data.upcoming.map((entry) => (
                  <EventCard
                    key={entry.uuid}
                    entry={entry}
                    past={false}
                    ticketOf={latest}
                    onFeedback={setFeedback}
                    onCancel={(target) => void openCancel(target)}
                  />
                ))}
              </ul>
            ) : (
              <p>
                {nl.dashboard.noUpcoming} <a href={pathTo('events')}>{nl.dashboard.emptyLink}</a>
              </p>
            )}
          </section>
          {data.past.length > 0 && (
            <section className="sport-dashboard__group" aria-labelledby="sport-dashboard-past">
              <h2 id="sport-dashboard-past">{nl.dashboard.past}</h2>
              <ul className="sport-events">
                {data.past.map((entry) => (
                  <EventCard key={entry.uuid} entry={entry} past ticketOf={latest} onFeedback={setFeedback} />
                ))}
              </ul>
            </section>
          )}
        </>
      )}
      {/* after the events: the orders arriving first would stand where the events come, and be pushed down (layout shift) */}
      {data === undefined ? null : <WaitingList />}
      {data === undefined ? null : <OrdersList />}
      <Dialog
        open={feedback !== null}
        title={feedback ? nl.dashboard.feedbackTitle(feedback.profile.first_name || fullName(feedback.profile)) : ''}
        onClose={() => setFeedback(null)}
        className="sport-feedback"
      >
        {feedback ? <FeedbackContent ticket={feedback} /> : null}
      </Dialog>
      <CancelDialog returnFocus={afterCancel} />
    </Panel>
  );
}

interface EventCardProps {
  entry: DashboardEntry;
  past: boolean;
  ticketOf: (ticket: Ticket) => Ticket;
  onFeedback: (ticket: Ticket) => void;
  /** only upcoming events: a past one can no longer be canceled */
  onCancel?: (target: CancelTarget) => void;
}

function EventCard({ entry, past, ticketOf, onFeedback, onCancel }: EventCardProps) {
  const { event } = entry;
  const title = event?.title || nl.dashboard.unknownEvent;
  const date = event?.startDate ? formatDateRange(event.startDate, event.endDate) : '';
  const titleId = `sport-event-${entry.uuid}`;
  return (
    <li className="sport-card sport-event-card">
      <article aria-labelledby={titleId}>
        <h3 id={titleId} className="sport-card__title">
          {/* spec §2: links to /evenementen/{slug} if a slug exists (another page template: a normal link) */}
          {event?.slug ? <a href={pathTo('event', { slug: event.slug })}>{title}</a> : title}
        </h3>
        {(date || event?.location) && (
          <dl className="sport-event-card__meta">
            {date && (
              <div>
                <dt>
                  <CalendarIcon />
                  <span className="sport-visually-hidden">{nl.dashboard.date}</span>
                </dt>
                <dd>{date}</dd>
              </div>
            )}
            {event?.location && (
              <div>
                <dt>
                  <PinIcon />
                  <span className="sport-visually-hidden">{nl.dashboard.location}</span>
                </dt>
                <dd>{event.location}</dd>
              </div>
            )}
          </dl>
        )}
        <h4 className="sport-event-card__subtitle" id={`${titleId}-tickets`}>
          {nl.dashboard.participants}
        </h4>
        <ul className="sport-tickets" aria-labelledby={`${titleId}-tickets`}>
          {entry.tickets.map((original) => {
            const ticket = ticketOf(original);
            const name = fullName(ticket.profile);
            return (
              <li key={ticket.uuid} className="sport-ticket">
                <Link className="sport-ticket__name" href={pathTo('profile', { uuid: ticket.profile.uuid })}>
                  {name}
                </Link>
                {/* spec §2 "Dashboard details": a past event needs no details any more, so no 'Missende gegevens' there */}
                {past ? null : <ProfileStatus complete={ticket.profile.complete} />}
                {/* docs/rules.md "Cancellation": the dialog asks the server whether and what; outside the rule it says why */}
                {onCancel ? (
                  <button
                    type="button"
                    className="sport-button sport-ticket__cancel"
                    onClick={() =>
                      onCancel({ ticket: ticket.uuid, name: ticket.profile.first_name || name, event: title, eventUuid: entry.uuid })
                    }
                  >
                    {nl.cancel.button}
                    <span className="sport-visually-hidden">{nl.cancel.buttonOf(name, title)}</span>
                  </button>
                ) : null}
                {past ? null : <TicketAnswers ticket={ticket} asked={event?.questions} name={ticket.profile.first_name || name} />}
                {/* spec §2: a Feedback button per past ticket; only when the trainer wrote some, as a
                    button that opens an empty popup promises what is not there */}
                {past &&
                  (ticket.feedback_text ? (
                    <button type="button" className="sport-button sport-ticket__feedback" onClick={() => onFeedback(ticket)}>
                      {nl.dashboard.feedback}
                      <span className="sport-visually-hidden">{nl.dashboard.feedbackFor(ticket.profile.first_name || name)}</span>
                    </button>
                  ) : (
                    <span className="sport-ticket__no-feedback">{nl.dashboard.noFeedback}</span>
                  ))}
              </li>
            );
          })}
        </ul>
        {past ? null : (
          <p className="sport-event-card__calendar">
            <CalendarLink eventUuid={entry.uuid} title={title} />
          </p>
        )}
        {past && event?.photoAndVideoEnvironment && (
          <p className="sport-event-card__photos">
            <a href={event.photoAndVideoEnvironment} rel="noopener">
              {nl.dashboard.photos}
              <span className="sport-visually-hidden">{nl.dashboard.photosOf(title)}</span>
            </a>
          </p>
        )}
      </article>
    </li>
  );
}

/** spec §2: the popup shows the feedback text, the trainer's name and the trainer's photo. */
function FeedbackContent({ ticket }: { ticket: Ticket }) {
  return (
    <div className="sport-feedback__content">
      {ticket.trainer_name || ticket.trainer_photo ? (
        <div className="sport-feedback__trainer">
          {ticket.trainer_photo ? (
            <img
              className="sport-feedback__photo"
              src={ticket.trainer_photo}
              alt={ticket.trainer_name ? nl.dashboard.trainerPhoto(ticket.trainer_name) : ''}
              width={96}
              height={96}
            />
          ) : null}
          {ticket.trainer_name ? <p className="sport-feedback__name">{nl.dashboard.trainer(ticket.trainer_name)}</p> : null}
        </div>
      ) : null}
      <p className="sport-feedback__text">{ticket.feedback_text}</p>
    </div>
  );
}
