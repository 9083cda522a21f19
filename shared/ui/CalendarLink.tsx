import { calendarUrl } from '../api/events';
import { nl } from '../nl';

/**
 * 'Zet in je agenda': the event as an .ics file from the shop (GET /api/events/{uuid}/calendar.ics,
 * Europe/Amsterdam times). The server names the file in Content-Disposition, so the link also works
 * when the API is on another origin, where the `download` attribute is ignored.
 */
export function CalendarLink({
  eventUuid,
  title,
  className = 'sport-button',
}: {
  eventUuid: string;
  title?: string | undefined;
  className?: string;
}) {
  return (
    <a className={`${className} sport-calendar-link`} href={calendarUrl(eventUuid)} download>
      <svg
        aria-hidden="true"
        focusable="false"
        width="18"
        height="18"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <rect x="3" y="5" width="18" height="16" rx="2" />
        <path d="M3 10h18M8 3v4M16 3v4M12 13v5M9.5 15.5h5" />
      </svg>
      {nl.addToCalendar}
      {title ? <span className="sport-visually-hidden">{nl.addToCalendarOf(title)}</span> : null}
    </a>
  );
}
