import { nl } from './nl';

// Reads the server-rendered block inside <sport-event-signup> (declaration.ts "fallback") before the
// first render replaces it: price text, classes and the CMS labels, so this widget needs no CMS query.

export interface SignupFallback {
  className: string;
  price: string | null;
  priceClassName: string;
  /** the button's classes without the open-state modifier */
  buttonClassName: string;
  /** what the server showed: a link (open) or a disabled button with this label */
  serverOpen: boolean;
  serverLabel: string;
  serverHref: string | null;
  labels: { ended: string; sold_out: string; sign_up: string };
}

/** The class the site gives an open sign-up button (the accent colour); a closed one goes without. */
export const OPEN_CLASS = 'button--accent';

const cache = new WeakMap<Element, SignupFallback>();

export function readSignup(host: Element | undefined): SignupFallback {
  const cached = host && cache.get(host);
  if (cached) return cached;
  const root = host?.querySelector<HTMLElement>('.event-signup') ?? null;
  const price = root?.querySelector('.event-signup__price') ?? null;
  const button = root?.querySelector<HTMLElement>('.event-signup__button') ?? null;
  const serverOpen = button instanceof HTMLAnchorElement;
  const text = button?.textContent?.trim() ?? '';
  const data = root?.dataset ?? {};
  const result: SignupFallback = {
    className: root?.className || 'event-signup',
    price: price?.textContent?.trim() || null,
    priceClassName: price?.className || 'event-signup__price',
    buttonClassName: (button?.className || 'button event-signup__button')
      .split(/\s+/)
      .filter((c) => c && c !== OPEN_CLASS)
      .join(' '),
    serverOpen,
    serverLabel: text,
    serverHref: serverOpen ? button.getAttribute('href') : null,
    labels: {
      ended: data.labelEnded || nl.labels.ended,
      sold_out: data.labelSoldOut || nl.labels.sold_out,
      sign_up: data.labelSignUp || (serverOpen && text) || nl.labels.sign_up,
    },
  };
  if (host) cache.set(host, result);
  return result;
}
