// Renders <SportOrder> at an address, with the fake shop as the network, and resets the stores between tests.
import { render, cleanup } from '@testing-library/react';
import { vi } from 'vitest';
import { allTasks } from 'nanostores';
import { $router } from '../../../shared/router';
import { SportOrder } from '../../../widgets/sport-order/sport-order';
import { resetStores } from '../../support/reset';

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
  resetStores();
}
