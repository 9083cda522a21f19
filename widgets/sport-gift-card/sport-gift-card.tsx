import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $allowedPage, startGuard } from '../../shared/guard';
import { $error } from '../../shared/stores/ui';
import { Spinner } from '../../shared/ui/Spinner';
import { readPageImage } from '../../shared/ui/page-image';
import { ErrorBox } from '../../shared/ui/MessageBox';
import { GiftCardHeader } from './components/GiftCardHeader';
import { GiftCardForm } from './components/GiftCardForm';
import { GiftCardSummary } from './components/GiftCardSummary';
import { ResultPage } from './components/ResultPage';
import { $giftCardFlow } from './stores/flow';
import { nl } from './nl';

/**
 * <sport-gift-card>: the gift-card routes of spec §2 on the gift-card template: /cadeaubon (form and
 * balance check), /cadeaubon/summary, /cadeaubon/succes and /cadeaubon/mislukt. No login (spec §6).
 * A spinner holds the space of the form until the CMS flow is there (the template shows the same).
 */
export function SportGiftCard({ container }: { container?: HTMLElement }) {
  useEffect(startGuard, []);
  // the header image the page already shows (its fallback): kept until the CMS flow is there
  const [pageImage] = useState(() => readPageImage(container, '.sport-gift-card__header-image'));
  const page = useStore($allowedPage);
  const error = useStore($error);
  const flow = useStore($giftCardFlow);
  return (
    <div className="sport-gift-card">
      <GiftCardHeader flow={flow} placeholder={pageImage} />
      <div className="sport-gift-card__main">
        {page && flow ? <Screen page={page} /> : error.length ? <ErrorBox messages={error} /> : <Spinner />}
      </div>
    </div>
  );
}

type Page = NonNullable<ReturnType<typeof $allowedPage.get>>;

function Screen({ page }: { page: Page }) {
  switch (page.route) {
    case 'giftCard':
      return <GiftCardForm />;
    case 'giftCardSummary':
      return <GiftCardSummary />;
    case 'giftCardSuccess':
      return <ResultPage kind="success" uuid={page.search.giftcard} />;
    case 'giftCardFailed':
      return <ResultPage kind="failed" uuid={page.search.giftcard} />;
    default:
      return <p>{nl.notFound}</p>;
  }
}
