import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $allowedPage, startGuard } from '../../shared/guard';
import { $router, type RouteName } from '../../shared/router';
import { $error } from '../../shared/stores/ui';
import { Spinner } from '../../shared/ui/Spinner';
import { readPageImage } from '../../shared/ui/page-image';
import { ErrorBox } from '../../shared/ui/MessageBox';
import { HeaderImage } from './components/HeaderImage';
import { OrderSteps } from './components/OrderSteps';
import { SuccessPage } from './components/SuccessPage';
import { FailedPage } from './components/FailedPage';
import { $orderFlow } from './stores/order-texts';
import { $orderEvent } from './stores/order-event';
import { nl } from './nl';

/**
 * <sport-order>: the order routes of spec §2 on the order page template: /order/{slug}, /extras,
 * /questions (docs/rules.md "Questions per event"), /summary, the success page (/succes, /success) and the failed page (/failed, /mislukt).
 */
export function SportOrder({ container }: { container?: HTMLElement }) {
  useEffect(startGuard, []);
  // the header image the page already shows (its fallback): kept until the widget knows its own
  const [pageImage] = useState(() => readPageImage(container, '.sport-order__header-image'));
  const page = useStore($allowedPage);
  const error = useStore($error);
  const flow = useStore($orderFlow);
  // from the address, not the guard's answer: known at the first render, so the header never jumps
  const header = showsHeader(useStore($router)?.route);
  // the event's own image; the flow's header while the event loads or when it has none
  const orderEvent = useStore($orderEvent);
  const eventImage = orderEvent && 'event' in orderEvent ? orderEvent.event.image : null;
  const eventKnown = Boolean(orderEvent && orderEvent.status !== 'loading');
  // while the event is on its way the page's own copy stays (it drew the event's image: the largest paint comes with the page)
  const image = eventImage ?? (pageImage && !eventKnown ? undefined : flow === undefined ? undefined : (flow?.headerImage ?? null));

  return (
    <div className="sport-order">
      {header ? <HeaderImage image={image} placeholder={pageImage} /> : null}
      <div className="sport-order__main">{page ? <Screen page={page} /> : error.length ? <ErrorBox messages={error} /> : <Spinner />}</div>
    </div>
  );
}

/**
 * The CMS header image belongs to ordering ('Inschrijven'): the same on every step, and none on the
 * success and failed pages, whose own heading says what happened.
 */
function showsHeader(route: RouteName | undefined): boolean {
  switch (route) {
    case 'orderSuccess':
    case 'orderSuccessAlias':
    case 'orderFailed':
    case 'orderFailedAlias':
      return false;
    default:
      return true;
  }
}

type Page = NonNullable<ReturnType<typeof $allowedPage.get>>;

function Screen({ page }: { page: Page }) {
  const params = page.params as Record<string, string | undefined>;
  switch (page.route) {
    case 'orderParticipants':
      return <OrderSteps slug={params.slug ?? ''} step="participants" />;
    case 'orderExtras':
      return <OrderSteps slug={params.slug ?? ''} step="extras" />;
    case 'orderQuestions':
      return <OrderSteps slug={params.slug ?? ''} step="questions" />;
    case 'orderSummary':
      return <OrderSteps slug={params.slug ?? ''} step="summary" />;
    case 'orderSuccess':
    case 'orderSuccessAlias':
      return <SuccessPage orderId={page.search.order} />;
    case 'orderFailed':
    case 'orderFailedAlias':
      return <FailedPage orderId={page.search.order} />;
    default:
      return <p>{nl.notFound}</p>;
  }
}
