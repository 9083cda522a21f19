// The content blocks enhance what the server rendered instead of drawing it again (DESIGN.md
// "Progressive enhancement"). React clears its root container on the first commit, so the element
// takes the server nodes before that and puts the very same nodes back in a layout effect: no
// re-download of images, no lost <details> state and no frame in between (no layout shift).
import { Component, useLayoutEffect, useState, type ReactNode } from 'react';

const taken = new WeakMap<HTMLElement, Node[]>();

function take(host: HTMLElement): Node[] {
  if (host.childNodes.length > 0) {
    const nodes = [...host.childNodes];
    for (const node of nodes) node.remove();
    taken.set(host, nodes);
  }
  return taken.get(host) ?? [];
}

/** The server-rendered nodes of `host`, taken once per mount (a moved element takes them again). */
export function useServerContent(host: HTMLElement): Node[] {
  const [nodes] = useState(() => take(host));
  return nodes;
}

/** Puts the server nodes back into `target` (default: the host itself) before the browser paints. */
export function useRestore(nodes: Node[], target: HTMLElement | null): void {
  useLayoutEffect(() => {
    if (target && nodes.some((n) => n.parentNode !== target)) target.append(...nodes);
  }, [nodes, target]);
}

function Restore({ host, nodes }: { host: HTMLElement; nodes: Node[] }) {
  useRestore(nodes, host);
  return null;
}

interface GuardProps {
  host: HTMLElement;
  nodes: Node[];
  children: ReactNode;
}

/**
 * Editors' safety (issue 12 item 5): whatever goes wrong inside the block, the page keeps the
 * server-rendered content and nothing is thrown into the page.
 */
export class ContentGuard extends Component<GuardProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.warn(`[sport-shop] <${this.props.host.localName}> kon niet starten; de inhoud van de pagina blijft staan.`, error);
  }

  override render(): ReactNode {
    return this.state.failed ? <Restore host={this.props.host} nodes={this.props.nodes} /> : this.props.children;
  }
}

/** prefers-reduced-motion, read when needed (a visitor may change it while the page is open). */
export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}
