import type { ReactNode } from 'react';
import { usePageHeading } from '../../../shared/page-change';

/**
 * A screen's heading. After a move inside the flow (not on the page load) it takes the focus and the
 * document title becomes its text (shared/page-change.ts, as in the other widgets), so a screen reader
 * starts at the new screen and the keyboard is not left on a button that is gone.
 */
export function ScreenHeading({ children }: { children: ReactNode }) {
  const ref = usePageHeading<HTMLHeadingElement>();
  return (
    <h2 className="sport-gift-card__title" ref={ref} tabIndex={-1}>
      {children}
    </h2>
  );
}
