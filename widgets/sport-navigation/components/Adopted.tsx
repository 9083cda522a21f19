import { useState } from 'react';

/** A ref callback that puts copies of the server's nodes (icons, logo, text) into an element React leaves empty. */
function adopt(nodes: readonly Node[]) {
  return (element: HTMLElement | null) => {
    if (element && !element.hasChildNodes()) element.append(...nodes.map((node) => node.cloneNode(true)));
  };
}

/** The server's nodes of a link (text, icons), copied, never as HTML. */
export function Adopted({ nodes }: { nodes: readonly Node[] }) {
  const [ref] = useState(() => adopt(nodes));
  return <span className="sport-navigation__adopted" ref={ref} />;
}
