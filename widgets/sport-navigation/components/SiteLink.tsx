import type { FallbackLink } from '../fallback';
import { Adopted } from './Adopted';

/** One of the site's own links, drawn again with its classes and content. */
export function SiteLink({ link, onClick }: { link: FallbackLink; onClick?: () => void }) {
  return (
    <a className={link.className} href={link.href} aria-current={(link.current as 'page' | null) ?? undefined} onClick={onClick}>
      <Adopted nodes={link.nodes} />
    </a>
  );
}
