import { nl as sharedNl } from '../../../shared/nl';
import { useStore } from '@nanostores/react';
import { $socials } from '../stores/order-texts';
import { nl } from '../nl';

/** The CMS social links of the success page (spec §2; socials query, which keeps only safe addresses). */
export function SocialLinks() {
  const socials = useStore($socials);
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
