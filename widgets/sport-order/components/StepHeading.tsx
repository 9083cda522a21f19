import { useEffect, useRef, type ReactNode } from 'react';
import { focusPageHeading } from '../../../shared/page-change';

/**
 * The step's or result page's h1. Its document title is its own (`title`; issue 16 item 9), and after a
 * client-side move between pages focus goes to it, so keyboard and screen-reader users start at the top
 * of the new page; the first screen of a page load keeps the browser's focus (shared/page-change.ts).
 */
export function StepHeading({ children, title }: { children: ReactNode; title: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    focusPageHeading(ref.current, title);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per page: a new page mounts a new heading
  }, []);
  return (
    <h1 ref={ref} tabIndex={-1} className="sport-order__title">
      {children}
    </h1>
  );
}
