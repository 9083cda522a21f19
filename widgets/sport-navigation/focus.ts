// Keyboard focus inside the navigation (no React here).

export const focusables = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')];

/**
 * Focus that the browser would ring (:focus-visible): the keyboard's, not a tap's or a click's. A
 * tapped burger keeps focus after the menu closes; that must not pin the bar for good (spec §4: it
 * hides on the next scroll down). A browser without the selector counts every focus.
 */
export function keyboardFocus(element: EventTarget): boolean {
  if (!(element instanceof Element)) return false;
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}
