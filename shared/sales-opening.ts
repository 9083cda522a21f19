// Sign-up that opens on the minute (docs/rules.md "Sales opening"): the moment from the stock answer,
// a clock that runs on the server's time (a browser clock that runs ahead must not open the button
// early), and the countdown's words. The sign-up block and order step 1 both use it.
import { useEffect, useState } from 'react';
import type { EventStock } from './contract/event';

/** When sign-up opens, and how far the server's clock runs ahead of this browser's (ms). */
export interface SalesOpening {
  opensAt: number;
  offset: number;
}

/** The opening in a stock answer, or null when sign-up is open; `receivedAt` is this browser's clock then. */
export function salesOpeningOf(answer: EventStock, receivedAt = Date.now()): SalesOpening | null {
  const opensAt = answer.sales_open_at ? Date.parse(answer.sales_open_at) : NaN;
  if (!Number.isFinite(opensAt)) return null;
  const serverNow = answer.now ? Date.parse(answer.now) : NaN;
  return { opensAt, offset: Number.isFinite(serverNow) ? serverNow - receivedAt : 0 };
}

/**
 * The server's time now, renewed every second until the opening and once exactly at it, so the button
 * turns live at the moment without a reload. Without an opening it does not tick.
 */
export function useServerNow(opening: SalesOpening | null): number {
  const offset = opening?.offset ?? 0;
  const opensAt = opening?.opensAt ?? null;
  const [now, setNow] = useState(() => Date.now() + offset);
  useEffect(() => {
    if (opensAt === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const current = Date.now() + offset;
      setNow(current);
      if (current < opensAt) timer = setTimeout(tick, Math.min(1000 - (current % 1000 || 0), opensAt - current));
    };
    tick();
    return () => clearTimeout(timer);
  }, [opensAt, offset]);
  return now;
}

const two = (n: number) => String(n).padStart(2, '0');

/** 'nog 2 dagen en 3 uur', 'nog 1:04:09', 'nog 4:59' until the opening. */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  if (days > 0) return `nog ${days} ${days === 1 ? 'dag' : 'dagen'} en ${hours} uur`;
  return hours > 0 ? `nog ${hours}:${two(minutes)}:${two(rest)}` : `nog ${minutes}:${two(rest)}`;
}
