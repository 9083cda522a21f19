import { useEffect } from 'react';
import { ContentGuard, useRestore, useServerContent } from '../../shared/content-blocks/server-content';
import { warnEditor } from '../../shared/attributes';
import { enhanceDetails, openFromHash } from './accordion';
import { nl } from './nl';

interface Props {
  container: HTMLElement;
  /** declaration.ts: letters, digits, - and _; undefined when missing or malformed (the editor is warned). */
  faqId?: string;
}

function FaqBehaviour({ container: host, nodes, id }: { container: HTMLElement; nodes: Node[]; id: string | undefined }) {
  useRestore(nodes, host);
  useEffect(() => {
    const details = host.querySelector('details');
    if (!details) {
      warnEditor(host, 'inhoud', nl.editor.noDetails);
      return;
    }
    const cleanup = enhanceDetails(details);
    host.classList.add('sport-faq-item--ready');
    if (id === undefined) return cleanup;
    // the server gives the anchor; an editor's page without it still gets one
    if (!details.id) details.id = `faq-${id}`;
    const onHash = () => openFromHash(details);
    onHash();
    window.addEventListener('hashchange', onHash);
    return () => {
      cleanup();
      window.removeEventListener('hashchange', onHash);
    };
  }, [host, id]);
  return null;
}

/** <sport-faq-item>: the server's <details>, with the expand animation and #faq-{id} (spec §2 "FAQ item"). */
export function SportFaqItem({ container, faqId }: Props) {
  const nodes = useServerContent(container);
  return (
    <ContentGuard host={container} nodes={nodes}>
      <FaqBehaviour container={container} nodes={nodes} id={faqId} />
    </ContentGuard>
  );
}
