import { useEffect } from 'react';
import { ContentGuard, useRestore, useServerContent } from '../../shared/content-blocks/server-content';
import { readId, warnEditor } from '../../shared/content-blocks/editor-safety';
import { enhanceDetails, openFromHash } from './accordion';

interface Props {
  container: HTMLElement;
  faqId?: string;
}

function FaqBehaviour({ container: host, nodes }: { container: HTMLElement; nodes: Node[] }) {
  useRestore(nodes, host);
  useEffect(() => {
    const details = host.querySelector('details');
    if (!details) {
      warnEditor(host, 'inhoud', 'er staat geen <details> met vraag en antwoord in het element; de inhoud blijft zoals hij is.');
      return;
    }
    const id = readId(host, 'faq-id');
    const cleanup = enhanceDetails(details);
    host.classList.add('sport-faq-item--ready');
    if (id === null) return cleanup;
    // the server gives the anchor; an editor's page without it still gets one
    if (!details.id) details.id = `faq-${id}`;
    const onHash = () => openFromHash(details);
    onHash();
    window.addEventListener('hashchange', onHash);
    return () => {
      cleanup();
      window.removeEventListener('hashchange', onHash);
    };
  }, [host]);
  return null;
}

/** <sport-faq-item>: the server's <details>, with the expand animation and #faq-{id} (spec §2 "FAQ item"). */
export function SportFaqItem({ container }: Props) {
  const nodes = useServerContent(container);
  return (
    <ContentGuard host={container} nodes={nodes}>
      <FaqBehaviour container={container} nodes={nodes} />
    </ContentGuard>
  );
}
