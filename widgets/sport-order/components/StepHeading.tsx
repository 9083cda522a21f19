import { useEffect, useRef, type ReactNode } from 'react';

let firstScreen = true;

/**
 * The step's h1. After a client-side move between steps focus goes to it, so keyboard and screen-reader
 * users start at the top of the new step; the first screen of a page load keeps the browser's focus.
 */
export function StepHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (firstScreen) {
      firstScreen = false;
      return;
    }
    ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <h1 ref={ref} tabIndex={-1} className="sport-order__title">
      {children}
    </h1>
  );
}
