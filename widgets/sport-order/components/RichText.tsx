import { useMemo } from 'react';
import DOMPurify from 'dompurify';

/**
 * CMS HTML (text cards, success and failed texts), sanitised with DOMPurify. Imported only by the
 * order widget, so DOMPurify stays out of the shared runtime (DESIGN.md "Known pitfalls").
 */
export function RichText({ html, className }: { html: string | null | undefined; className?: string }) {
  const clean = useMemo(() => (html ? DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }) : ''), [html]);
  if (!clean) return null;
  return <div className={`sport-order__rich-text${className ? ` ${className}` : ''}`} dangerouslySetInnerHTML={{ __html: clean }} />;
}
