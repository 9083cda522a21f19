import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import { sanitizeRichText } from '../sanitize';

// One instance for rich text, with the allow-list's hooks; other code keeps DOMPurify's default.
let purify: typeof DOMPurify | null = null;

/**
 * CMS HTML (text cards, success and failed texts, gift-card texts), sanitised with DOMPurify and the
 * one allow-list (shared/sanitize-policy.ts). Only widgets that render rich text import this file,
 * so DOMPurify stays out of the shared runtime chunk (docs/architecture.md "The bundle").
 */
export function RichText({ html, className }: { html: string | null | undefined; className?: string }) {
  const clean = useMemo(() => {
    if (!html) return '';
    purify ??= DOMPurify(window);
    return sanitizeRichText(purify, html);
  }, [html]);
  if (!clean) return null;
  return <div className={`sport-rich-text${className ? ` ${className}` : ''}`} dangerouslySetInnerHTML={{ __html: clean }} />;
}
