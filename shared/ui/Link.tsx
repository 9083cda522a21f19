import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { isClientSideLink, navigate } from '../router';

/** A link that moves client-side inside the current page's route group, and loads a page otherwise. */
export function Link({ href, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (event.defaultPrevented || !isClientSideLink(href, event)) return;
    event.preventDefault();
    navigate(href);
  }
  return <a href={href} onClick={handleClick} {...rest} />;
}
