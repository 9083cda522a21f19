import type { ReactNode } from 'react';
import { usePageHeading } from '../../../shared/page-change';

/**
 * The step's or result page's h1. Its document title is its own (`title`, WCAG 2.4.2), and after a
 * client-side move between pages focus goes to it, so keyboard and screen-reader users start at the top
 * of the new page; the first screen of a page load keeps the browser's focus (shared/page-change.ts).
 */
export function StepHeading({ children, title }: { children: ReactNode; title: string }) {
  const ref = usePageHeading<HTMLHeadingElement>(title);
  return (
    <h1 ref={ref} tabIndex={-1} className="sport-order__title">
      {children}
    </h1>
  );
}
