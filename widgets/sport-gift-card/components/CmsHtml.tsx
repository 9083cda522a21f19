import { useStore } from '@nanostores/react';
import { $richText } from '../stores/flow';

/**
 * CMS HTML through the shared RichText (sanitised where drawn), which arrives with the CMS content
 * (stores/flow.ts); until then there is no CMS HTML to draw.
 */
export function CmsHtml({ html }: { html: string | null | undefined }) {
  const rich = useStore($richText);
  return rich ? <rich.RichText html={html} className="sport-gift-card__rich-text" /> : null;
}
