// One reset for every test's afterEach/beforeEach: every store back to its start, as on a fresh page.
import { cleanStores } from 'nanostores';
import { $router } from '../../shared/router';
import { resetSharedStores } from '../../shared/stores/reset';
import { resetOrderStores } from '../../widgets/sport-order/stores/reset';
import { $orderFlow, $socials } from '../../widgets/sport-order/stores/order-texts';
import { $dashboard } from '../../widgets/sport-account/stores/dashboard';
import { $footer } from '../../widgets/sport-account/stores/footer';
import { $orders } from '../../widgets/sport-account/stores/orders';
import { resetAccountStores } from '../../widgets/sport-account/stores/reset';
import { $waitingList } from '../../widgets/sport-account/stores/waiting-list';

export function resetStores(): void {
  // a path without a route: the router forgets the previous page, so the next visit always runs the guard
  $router.open('/__test__');
  resetSharedStores();
  resetOrderStores();
  resetAccountStores();
  // stores that load on mount: unmounted, so the next test loads them again
  cleanStores($dashboard, $footer, $orders, $waitingList, $orderFlow, $socials);
  sessionStorage.clear();
}
