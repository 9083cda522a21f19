import { useStore } from '@nanostores/react';
import { $footer } from '../stores/footer';
import { nl } from '../nl';

/**
 * spec §2 "Dashboard menu and chrome": the footer shows a CMS title and a list of CMS links.
 * Shown only when the page asks for it (<sport-account footer="true">): a page template that renders
 * the site footer from the same CMS data (like the demo site's) would otherwise show it twice.
 */
export function AccountFooter() {
  const footer = useStore($footer);
  if (!footer || !footer.links.length) return null;
  return (
    <nav
      className="sport-account__footer"
      aria-labelledby={footer.title ? 'sport-account-footer-title' : undefined}
      aria-label={footer.title ? undefined : nl.footer.label}
    >
      {footer.title ? (
        <h2 id="sport-account-footer-title" className="sport-account__footer-title">
          {footer.title}
        </h2>
      ) : null}
      <ul>
        {footer.links.map((link) => (
          <li key={`${link.url} ${link.title}`}>
            <a href={link.url}>{link.title}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
