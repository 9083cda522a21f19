import { nl as sharedNl } from '../../../shared/nl';
import { useStore } from '@nanostores/react';
import { $socials } from '../stores/order-texts';
import { nl } from '../nl';

const normalized = (href: string): string => {
  try {
    return new URL(href, location.href).href.replace(/\/+$/, '');
  } catch {
    return href;
  }
};

/**
 * The social addresses the page around the element links to already (a site footer with 'Volg ons'):
 * the success page shows each social link once, so those are left out here.
 */
function linkedByThePage(): Set<string> {
  if (typeof document === 'undefined') return new Set();
  const links = [...document.querySelectorAll<HTMLAnchorElement>('a[href]')].filter((a) => !a.closest('sport-order'));
  return new Set(links.map((a) => normalized(a.href)));
}

/** The CMS social links of the success page (spec §2; socials query, which keeps only safe addresses). */
export function SocialLinks() {
  const all = useStore($socials);
  const onPage = linkedByThePage();
  const socials = all.filter((social) => !onPage.has(normalized(social.socialUrl)));
  if (!socials.length) return null;
  return (
    <nav className="sport-order__socials" aria-label={nl.success.socials}>
      <h2 className="sport-order__socials-title">{nl.success.socials}</h2>
      <ul>
        {socials.map((social) => (
          <li key={social.socialUrl}>
            <a href={social.socialUrl} rel="noopener" target="_blank">
              <span className={`sport-order__social-icon ${social.fontAwesomeIcon}`} aria-hidden="true" />
              {social.label}
              <span className="sport-visually-hidden"> {sharedNl.terms.newWindow}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
