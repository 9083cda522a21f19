// Titles and focus after a client-side page change (WCAG 2.4.2 page titled, 2.4.3 focus order), for
// every widget that has routes.
import { useEffect, useRef, type RefObject } from 'react';

/** The site's name as the page templates write it: 'Wie gaan er mee? | Sportkamp Vooruit'. */
let siteName: string | null = null;

function readSiteName(): string {
  if (siteName !== null) return siteName;
  const title = typeof document === 'undefined' ? '' : document.title;
  const bar = title.lastIndexOf(' | ');
  // the home page has no ' | ': 'Sportkamp Vooruit – sportkampen en trainingen voor kinderen'
  siteName = bar >= 0 ? title.slice(bar + 3) : (title.split(' – ')[0] ?? '');
  return siteName;
}

/** `title | site name`, in the templates' format (demo-pages/templates/layout.ts). */
export function pageTitle(title: string): string {
  const site = readSiteName();
  return site && title ? `${title} | ${site}` : title || site;
}

let firstScreen = true;

/**
 * A new screen is shown: the document title becomes its own (`title`, else after a move the heading's text), and
 * after a client-side move (not on the first screen of a page load, which keeps the browser's focus)
 * focus goes to the screen's heading (tabIndex -1), so keyboard and screen-reader users start there.
 * `root` is the heading itself or an element that holds an h1.
 */
export function focusPageHeading(root: HTMLElement | null, title?: string): void {
  if (!root) return;
  const heading = /^H[1-6]$/.test(root.tagName) ? root : root.querySelector<HTMLElement>('h1');
  readSiteName();
  if (firstScreen) {
    firstScreen = false;
    // the template wrote the first screen's title; a widget that names its pages says it again
    if (title) document.title = pageTitle(title);
    return;
  }
  const text = title ?? heading?.textContent ?? '';
  if (text) document.title = pageTitle(text);
  if (!heading) return;
  heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
}

/**
 * focusPageHeading() once, when a screen mounts: the ref goes on the screen's heading (or on an element
 * that holds its h1). A new screen mounts a new heading, so a changed `title` does not count again.
 */
export function usePageHeading<T extends HTMLElement>(title?: string): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    focusPageHeading(ref.current, title);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per screen
  }, []);
  return ref;
}

/** Tests: the next screen counts as the first of a page load again. */
export function resetPageChange(): void {
  firstScreen = true;
  siteName = null;
}

/**
 * The id the address points at ('#sport-profile-club' → 'sport-profile-club'); '' when there is none or
 * when it is not valid percent-encoding (a crafted link like '#%' must not break the page).
 */
export function hashId(): string {
  try {
    return decodeURIComponent(window.location.hash.slice(1));
  } catch {
    return '';
  }
}

/** Focuses the element with `id` (inside `within`, when given) and brings it into view; false when there is none. */
export function focusById(id: string, within?: HTMLElement | null): boolean {
  const target = id ? document.getElementById(id) : null;
  if (!target || (within && !within.contains(target))) return false;
  target.focus();
  target.scrollIntoView({ block: 'center' });
  return true;
}
