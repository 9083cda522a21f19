import type { ComponentProps } from 'react';
import { useStore } from '@nanostores/react';
import type { TextCards } from '../../../shared/ui/TextCards';
import { $richText } from '../stores/flow';

/** The CMS text cards through the shared TextCards, once they arrived with the CMS content (stores/flow.ts). */
export function CmsTextCards(props: ComponentProps<typeof TextCards>) {
  const rich = useStore($richText);
  return rich ? <rich.TextCards {...props} /> : null;
}
