import { useEffect, useState } from 'react';
import { ContentGuard, useRestore, useServerContent } from '../../shared/content-blocks/server-content';
import { warnEditor } from '../../shared/attributes';
import { Carousel } from './components/Carousel';
import { findTrack } from './track';
import { nl } from './nl';

interface Props {
  container: HTMLElement;
  bullets?: boolean;
  /** only styles.css reads it (sport-slider[custom-padding='true']); declared so a bad value warns */
  customPadding?: boolean;
  autoplay?: boolean;
}

function Slider({
  container: host,
  nodes,
  flags,
}: {
  container: HTMLElement;
  nodes: Node[];
  flags: { bullets: boolean; autoplay: boolean };
}) {
  const [track] = useState(() => findTrack(nodes));
  if (!track) {
    return <MissingTrack host={host} nodes={nodes} />;
  }
  return <Carousel host={host} nodes={nodes} track={track} flags={flags} />;
}

function MissingTrack({ host, nodes }: { host: HTMLElement; nodes: Node[] }) {
  useRestore(nodes, host);
  useEffect(() => warnEditor(host, 'inhoud', nl.editor.noTrack), [host]);
  return null;
}

/** <sport-slider>: the server's row of slides as an embla carousel (spec §2 "Slider", WAI-ARIA carousel). */
export function SportSlider({ container, bullets = false, autoplay = false }: Props) {
  const nodes = useServerContent(container);
  // read once, when the carousel starts: it does not rebuild itself for a changed attribute
  const [flags] = useState({ bullets, autoplay });
  return (
    <ContentGuard host={container} nodes={nodes}>
      <Slider container={container} nodes={nodes} flags={flags} />
    </ContentGuard>
  );
}
