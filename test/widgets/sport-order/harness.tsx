// Renders <SportOrder> at an address, with the fake shop as the network, and resets the stores between tests.
import { render, cleanup } from '@testing-library/react';
import { vi } from 'vitest';
import { allTasks } from 'nanostores';
import { $router } from '../../../shared/router';
import { $error } from '../../../shared/stores/ui';
import { $profiles, $user } from '../../../shared/stores/session';
import { resetCart } from '../../../shared/stores/cart';
import { SportOrder } from '../../../widgets/sport-order/sport-order';
import { $childErrors, $pendingChildren } from '../../../widgets/sport-order/stores/participants';
import { $newChildren } from '../../../widgets/sport-order/stores/new-children';
import { $orderEvent, $registeredChildren } from '../../../widgets/sport-order/stores/order-event';
import { $orderResult } from '../../../widgets/sport-order/stores/result';

export function open(path: string): void {
  window.history.pushState({}, '', path);
  $router.open(path);
}

export function renderOrder(path: string) {
  open(path);
  return render(<SportOrder />);
}

export async function settle(): Promise<void> {
  await allTasks();
  await new Promise((resolve) => setTimeout(resolve, 0));
  await allTasks();
}

export function resetOrder(): void {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetCart();
  $orderEvent.set(null);
  $orderResult.set({ status: 'loading' });
  $newChildren.set([]);
  $registeredChildren.set([]);
  $pendingChildren.set([]);
  $childErrors.set({});
  $profiles.set([]);
  $user.set(undefined);
  $error.set([]);
  sessionStorage.clear();
}
