import { useEffect, useState } from 'react';
import type { ParticipantList } from '../../../shared/contract/staff';
import { getParticipants } from '../api';
import { mergeChanged } from '../rules';

/** A list left open on a phone or at the desk is at most this old. */
export const PARTICIPANTS_POLL_MS = 15_000;

/** The polled rows laid over the list; the counts are the newest. */
const merge = (list: ParticipantList, changed: ParticipantList): ParticipantList => ({
  ...changed,
  participants: mergeChanged(list.participants, changed.participants),
});

/**
 * Deelnemers stays current while it is open (docs/rules.md "Questions per event"): every
 * PARTICIPANTS_POLL_MS it asks for the rows changed since the last answer (?since=: new tickets,
 * check-ins, feedback, answers a parent changed) and lays them over the list. A failed poll is tried
 * again at the next one; only the first call (?medical=1 without since) is the logged view.
 */
export function useParticipantsPoll(uuid: string, medical: boolean, first: ParticipantList | undefined): ParticipantList | undefined {
  // the polled list belongs to the answer it started from: a new first answer (another event, the medical view) starts over
  const [polled, setPolled] = useState<{ from: ParticipantList; list: ParticipantList } | null>(null);
  useEffect(() => {
    if (!first) return;
    let since = first.server_time;
    let live = true;
    const timer = setInterval(() => {
      getParticipants(uuid, { medical, since }).then(
        (changed) => {
          if (!live) return;
          since = changed.server_time;
          setPolled((old) => ({ from: first, list: merge(old?.from === first ? old.list : first, changed) }));
        },
        () => undefined,
      );
    }, PARTICIPANTS_POLL_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [first, uuid, medical]);
  return polled && polled.from === first ? polled.list : first;
}
