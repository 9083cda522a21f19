import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { Spinner } from '../../../shared/ui/Spinner';
import { ErrorBox } from '../../../shared/ui/MessageBox';
import { pathTo } from '../../../shared/routes';
import { formatMoment } from '../../../shared/format';
import { GeneralError } from './GeneralError';
import { StepHeading } from './StepHeading';
import { StepIndicator, type Step } from './StepIndicator';
import { ParticipantsStep } from './ParticipantsStep';
import { ExtrasStep } from './ExtrasStep';
import { SummaryStep } from './SummaryStep';
import { QuestionsStep } from './QuestionsStep';
import { $questions } from '../stores/questions';
import { HoldTimer } from './HoldTimer';
import { WaitingListPanel } from './WaitingListPanel';
import { $mustGoBack, $orderEvent, openOrder, retryOrder } from '../stores/order-event';
import { $claimedFor } from '../stores/waiting-list';
import { nl } from '../nl';

/**
 * The steps of /order/{slug} (spec §4 "Order flow"; the questions step only for an event with questions,
 * docs/rules.md "Questions per event"): loads the event, its stock and the cart, then shows the step.
 * Extras, questions and summary go back to step 1 when no child is in the cart ($mustGoBack).
 */
export function OrderSteps({ slug, step }: { slug: string; step: Step }) {
  const state = useStore($orderEvent);

  useEffect(() => {
    void openOrder(slug);
  }, [slug]);

  // on its way back to step 1 (the store's step guard navigates)
  const mustGoBack = useStore($mustGoBack) !== null;
  const claimedFor = useStore($claimedFor);
  const questions = useStore($questions);

  // the questions step waits for the event's questions (docs/rules.md "Questions per event")
  const waiting = step === 'questions' && state?.status === 'ready' && questions === null;
  if (!state || state.slug !== slug || state.status === 'loading' || state.status === 'unavailable' || mustGoBack || waiting) {
    return (
      <>
        <GeneralError />
        <Spinner label={nl.loadingEvent} />
      </>
    );
  }
  if (state.status === 'closed') {
    const soldOut = state.reason === 'soldOut';
    // only held in other carts: taken for now, not 'uitverkocht', and when a place may come back
    const held = soldOut && state.heldUntil ? state.heldUntil : null;
    const title = held ? nl.closed.held : soldOut ? nl.closed.soldOut : nl.closed.ended;
    // with a waiting list the page does not say 'niet meer', and joining it is the one primary action
    const waitingList = soldOut && state.waitingList === true;
    const text = held
      ? nl.closed.heldText(state.event.title, formatMoment(held))
      : waitingList
        ? nl.closed.soldOutWaiting(state.event.title)
        : soldOut
          ? nl.closed.soldOutText(state.event.title)
          : nl.closed.endedText(state.event.title);
    return (
      <div className="sport-order__step sport-order__closed">
        <StepHeading title={title}>{title}</StepHeading>
        <GeneralError />
        <p>{text}</p>
        {waitingList ? <WaitingListPanel eventUuid={state.event.external_id} /> : null}
        <p>
          <a className={waitingList ? 'sport-button' : 'sport-button sport-button--primary'} href={pathTo('events')}>
            {nl.closed.events}
          </a>
        </p>
      </div>
    );
  }
  if (state.status === 'error') {
    // one message, not the server's status text as well (retryOrder keeps the general channel empty)
    return (
      <div className="sport-order__panel">
        <ErrorBox messages={[nl.loadFailed]} />
        <button type="button" className="sport-button sport-button--primary" onClick={() => void retryOrder(slug)}>
          {nl.retry}
        </button>
      </div>
    );
  }
  const { event } = state;
  return (
    <div className="sport-order__steps">
      <StepIndicator slug={slug} step={step} withQuestions={Boolean(questions?.length)} />
      {/* the offer mail's link: which child the held place is for (docs/rules.md "Waiting list") */}
      {claimedFor && step === 'participants' ? <p className="sport-order__offer">{nl.waitingList.offerFor(claimedFor)}</p> : null}
      <HoldTimer />
      {step === 'participants' ? (
        <ParticipantsStep event={event} />
      ) : step === 'extras' ? (
        <ExtrasStep event={event} />
      ) : step === 'questions' ? (
        <QuestionsStep event={event} />
      ) : (
        <SummaryStep event={event} />
      )}
    </div>
  );
}
