// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { SportAccount } from '../../widgets/sport-account/sport-account';
import { nl } from '../../shared/nl';
import { fakeApi, goTo, graphql, loggedIn, makeProfile, resetAccountState } from './sport-account/helpers';
import { installShop, shop } from '../support/fake-shop';
import { json } from '../support/network';
import { renderOrder, resetOrder, settle } from './sport-order/harness';

// Every CMS answer is checked against the contract (shared/contract/cms.ts): an answer of another shape
// shows the general error box (spec §8) with the Dutch 'onleesbaar' sentence, and nothing throws.

const thrown: unknown[] = [];
const onError = (event: ErrorEvent) => thrown.push(event.error);
const onRejection = (event: PromiseRejectionEvent) => thrown.push(event.reason);
let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  thrown.length = 0;
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  consoleError = vi.spyOn(console, 'error');
});
afterEach(() => {
  window.removeEventListener('error', onError);
  window.removeEventListener('unhandledrejection', onRejection);
  // React reports a render crash with the Error itself; act() warnings are plain strings
  const crashes = consoleError.mock.calls.filter((args) => args.some((arg) => arg instanceof Error));
  consoleError.mockRestore();
  expect(thrown).toEqual([]);
  expect(crashes).toEqual([]);
});

function generalError(): HTMLElement {
  const box = screen.getByText(nl.errorTitle).closest('[role="alert"]') as HTMLElement | null;
  expect(box).not.toBeNull();
  return box!;
}

describe('a wrong-shaped CMS answer', () => {
  beforeEach(resetAccountState);
  afterEach(resetOrder);

  it('on the dashboard: the tickets stay, the general error says the answer is unreadable', async () => {
    const sem = makeProfile({ uuid: 'sem', first_name: 'Sem' });
    loggedIn([sem]);
    fakeApi({
      'GET /api/user/events': {
        data: [
          { uuid: 'ev-zomer', tickets: [{ uuid: 't-1', profile: sem, feedback_text: null, trainer_name: null, trainer_photo: null }] },
        ],
      },
      // title is a number and startDate is missing: not the contract's Event
      'POST /graphql': graphql({ eventsByExternalIds: [{ id: '101', external_id: 'ev-zomer', title: 42, subtitle: null, slug: 'zomer' }] }),
    });
    render(<SportAccount />);
    await act(() => goTo('/account'));
    expect(await screen.findByRole('link', { name: 'Sem de Vries' })).toBeInTheDocument();
    expect(within(generalError()).getByText(nl.malformedAnswer)).toBeInTheDocument();
  });

  it('on the order page: the order still opens, the general error says the answer is unreadable', async () => {
    installShop({});
    // the order flow texts come back as a string where the contract has a list of text blocks
    shop.override = (call) => {
      const query = (call.body as { query?: string } | null)?.query ?? '';
      return call.path === '/graphql' && query.includes('orderFlow')
        ? json(200, { data: { orderFlow: { textCards: 'geen lijst' } } })
        : undefined;
    };
    renderOrder('/order/voetbalkamp-zomer-2027');
    await settle();
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(within(generalError()).getByText(nl.malformedAnswer)).toBeInTheDocument();
  });
});
