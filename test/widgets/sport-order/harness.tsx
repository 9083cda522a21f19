// Renders <SportOrder> at an address, with the fake shop as the network, and resets the stores between tests.
import { render, cleanup, screen } from '@testing-library/react';
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

/** Step 1 'Wie gaan er mee?' of the demo event, once its heading shows. */
export async function openStep1() {
  renderOrder('/order/voetbalkamp-zomer-2027');
  await screen.findByRole('heading', { name: 'Wie gaan er mee?' });
}

/** Step 1's 'Verder' button. */
export const verder = () => screen.getByRole('button', { name: 'Verder' });

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
