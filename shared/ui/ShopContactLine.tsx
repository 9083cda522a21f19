import type { ShopContact } from '../contract/cms';
import { nl } from '../nl';

/**
 * 'Mail naar info@… of bel 030 … (opening hours).' with mailto: and tel: links, after a lead such as
 * 'Vragen?'; nothing when the CMS gives neither an address nor a number.
 */
export function ShopContactLine({ contact, lead, className }: { contact: ShopContact | null; lead: string; className?: string }) {
  const phone = contact?.phone?.trim();
  const email = contact?.email?.trim();
  if (!phone && !email) return null;
  const t = nl.contact;
  return (
    <p className={className}>
      <strong>{lead}</strong>{' '}
      {email ? (
        <>
          {t.mail} <a href={`mailto:${email}`}>{email}</a>
        </>
      ) : null}
      {email && phone ? ` ${t.or} ` : null}
      {phone ? (
        <>
          {email ? t.callLower : t.call} <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
        </>
      ) : null}
      {contact?.openingHours ? ` (${contact.openingHours})` : null}.
    </p>
  );
}
