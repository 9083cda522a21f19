import { useEffect, useState } from 'react';
import { ContentGuard, useRestore, useServerContent } from '../../shared/content-blocks/server-content';
import { warnEditor } from '../../shared/attributes';
import { nl } from './nl';
import { findMediaItems, VideoItem, type MediaElements } from '../../shared/content-blocks/VideoItem';

interface Props {
  container: HTMLElement;
}

function Player({ container: host, nodes }: { container: HTMLElement; nodes: Node[] }) {
  useRestore(nodes, host);
  const [items, setItems] = useState<MediaElements[] | null>(null);
  useEffect(() => {
    const found = findMediaItems(host, host);
    if (found.length === 0 && !host.querySelector('.media-item__link')) {
      warnEditor(host, 'inhoud', nl.editor.noVideo);
    }
    setItems(found);
  }, [host]);
  // 'ready' once the items are drawn: their own effects run before this one, so every poster link
  // answers a click by now (set together with setItems, a click in between was missed)
  useEffect(() => {
    if (items) host.classList.add('sport-video--ready');
  }, [host, items]);
  // spec §2: the player hides its text while playing on desktop (≥ 1024 px, spec §9: the CSS)
  const onPlayingChange = (playing: boolean) => host.classList.toggle('sport-video--playing', playing);
  return (
    <>
      {(items ?? []).map((item, i) => (
        <VideoItem key={i} item={item} onPlayingChange={onPlayingChange} />
      ))}
    </>
  );
}

/** <sport-video>: the video player block (spec §2 "Media video slider item and video player"). */
export function SportVideo({ container }: Props) {
  const nodes = useServerContent(container);
  return (
    <ContentGuard host={container} nodes={nodes}>
      <Player container={container} nodes={nodes} />
    </ContentGuard>
  );
}
