import { vi } from 'vitest';
import { pageLoad } from '../../shared/browser';

/**
 * The one stand-in for window.location in component and store tests: page loads that leave the page
 * (to the payment provider, to another page template) are recorded instead of made. Restored by
 * vi.restoreAllMocks().
 */
export function stubPageLoads() {
  return {
    assign: vi.spyOn(pageLoad, 'assign').mockImplementation(() => undefined),
    replace: vi.spyOn(pageLoad, 'replace').mockImplementation(() => undefined),
  };
}
