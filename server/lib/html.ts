// Escaping for the HTML the server writes itself (mails, /dev pages) and the demo site's templates
// (demo-pages/lib/html.ts): every character that could end a text or an attribute value.
const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '`': '&#96;',
};

export function escapeHtml(value: string | number): string {
  return String(value).replace(/[&<>"'`]/g, (c) => ESCAPES[c] ?? c);
}
