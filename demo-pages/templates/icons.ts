// Inline SVG icons (no icon fonts or CDNs: the demo runs without network). All are decorative:
// the text beside them carries the meaning, so every icon is aria-hidden.
import { raw, type SafeHtml } from '../lib/html';

const svg = (body: string, extra = '') =>
  raw(
    `<svg class="icon${extra}" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">${body}</svg>`,
  );

export const logo = raw(
  '<svg class="logo" viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" focusable="false">' +
    '<circle cx="20" cy="20" r="20" fill="currentColor"/>' +
    '<path d="M12 12l9 8-9 8M21 12l9 8-9 8" fill="none" stroke="#ffc940" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>' +
    '</svg>',
);

export const icons = {
  calendar: svg('<rect x="3" y="4" width="18" height="18" rx="2"/><path d="M16 2v4M8 2v4M3 10h18"/>'),
  pin: svg('<path d="M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0z"/><circle cx="12" cy="10" r="3"/>'),
  people: svg(
    '<path d="M17 21v-2a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4v2"/><circle cx="9" cy="7" r="4"/><path d="M23 21v-2a4 4 0 0 0-3-3.87M16 3.13a4 4 0 0 1 0 7.75"/>',
  ),
  shirt: svg('<path d="M20.4 6.6L16 3h-1.5a2.5 2.5 0 0 1-5 0H8L3.6 6.6l2.3 3.4L8 9v12h8V9l2.1 1z"/>'),
  arrowRight: svg('<path d="M5 12h14M13 6l6 6-6 6"/>'),
  gift: svg(
    '<rect x="3" y="8" width="18" height="4" rx="1"/><path d="M12 8v13M19 12v9H5v-9M7.5 8a2.5 2.5 0 0 1 0-5C10 3 12 8 12 8s2-5 4.5-5a2.5 2.5 0 0 1 0 5"/>',
  ),
  user: svg('<path d="M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2"/><circle cx="12" cy="7" r="4"/>'),
  medal: svg('<circle cx="12" cy="15" r="6"/><path d="M8.5 10.2L6 2h4l2 5 2-5h4l-2.5 8.2"/>'),
  whistle: svg('<circle cx="9" cy="14" r="6"/><path d="M13 9.5L21 6v4l-6 2.5M9 14h.01"/>'),
  heart: svg(
    '<path d="M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z"/>',
  ),
  play: svg('<circle cx="12" cy="12" r="10"/><path d="M10 8l6 4-6 4z" fill="currentColor"/>'),
};

const socialIcons: Record<string, SafeHtml> = {
  instagram: svg('<rect x="3" y="3" width="18" height="18" rx="5"/><circle cx="12" cy="12" r="4"/><path d="M17.5 6.5h.01"/>'),
  facebook: svg('<path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z"/>'),
  youtube: svg('<rect x="2" y="5" width="20" height="14" rx="4"/><path d="M10 9l5 3-5 3z" fill="currentColor"/>'),
  linkedin: svg(
    '<rect x="2" y="9" width="4" height="12"/><circle cx="4" cy="4" r="2"/><path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6z"/>',
  ),
  tiktok: svg('<path d="M9 12a4 4 0 1 0 4 4V3c.5 2.5 2.5 4.5 5 5"/>'),
  twitter: svg('<path d="M4 4l16 16M20 4L4 20"/>'),
  whatsapp: svg('<path d="M3 21l1.7-5A9 9 0 1 1 8 19.3z"/><path d="M9 9.5c0 3 2.5 5.5 5.5 5.5l1-1.5-2-1-1 1a4 4 0 0 1-2-2l1-1-1-2z"/>'),
  mail: svg('<rect x="2" y="4" width="20" height="16" rx="2"/><path d="M22 6l-10 7L2 6"/>'),
};
const genericSocial = svg('<circle cx="12" cy="12" r="10"/><path d="M2 12h20M12 2a15 15 0 0 1 0 20M12 2a15 15 0 0 0 0 20"/>');

/** Picks an icon from a Font Awesome class such as 'fab fa-instagram' (the CMS field, spec §3). */
export function socialIcon(fontAwesomeIcon: string): SafeHtml {
  const name = fontAwesomeIcon.toLowerCase();
  if (name.includes('x-twitter') || name.includes('fa-x')) return socialIcons.twitter!;
  for (const [key, icon] of Object.entries(socialIcons)) {
    if (name.includes(key)) return icon;
  }
  if (name.includes('envelope')) return socialIcons.mail!;
  return genericSocial;
}
