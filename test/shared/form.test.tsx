// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SAVED_LABEL_MS, useSubmit } from '../../shared/form';
import { $ui } from '../../shared/stores/ui';
import { resetStores } from '../support/reset';

afterEach(() => {
  vi.useRealTimers();
  resetStores();
});

describe('useSubmit (spec §4 "Form submit")', () => {
  it("shows loading, then 'saved' for 2000 ms with 'Actie is geslaagd', then idle", async () => {
    vi.useFakeTimers();
    let finish!: (ok: boolean) => void;
    const { result } = renderHook(() => useSubmit(() => new Promise<boolean>((r) => (finish = r))));
    let pending!: Promise<boolean>;
    act(() => {
      pending = result.current.submit();
    });
    expect(result.current.state).toBe('loading');
    await act(async () => {
      finish(true);
      await pending;
    });
    expect(result.current.state).toBe('saved');
    expect($ui.get().successMessage).toBe('Actie is geslaagd');
    act(() => {
      vi.advanceTimersByTime(SAVED_LABEL_MS - 1);
    });
    expect(result.current.state).toBe('saved');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.state).toBe('idle');
  });

  it('starts one action for two submits in the same frame', async () => {
    const action = vi.fn(async () => true);
    const { result } = renderHook(() => useSubmit(action, null));
    await act(async () => {
      await Promise.all([result.current.submit(), result.current.submit()]);
    });
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('goes back to idle when the action fails, without a success message', async () => {
    const { result } = renderHook(() => useSubmit(async () => false));
    await act(async () => {
      await result.current.submit();
    });
    expect(result.current.state).toBe('idle');
    expect($ui.get().successMessage).toBeNull();
  });
});
