// The content blocks enhance what the server rendered instead of drawing it again (docs/architecture.md
// "Custom elements": progressive enhancement). React clears its root container on the first commit, so the element
// takes the server nodes before that and puts the very same nodes back in a layout effect: no
// re-download of images, no lost <details> state and no frame in between (no layout shift).
import { Component, useLayoutEffect, useState, type ReactNode, type RefObject } from 'react';

const taken = new WeakMap<HTMLElement, Node[]>();
// A visitor on a slow network may have tabbed to the server's control (an FAQ question, a video link)
// before the block's code arrived: taking the nodes out would drop that focus to <body>. The focused
// node is remembered with the nodes and gets focus back when they are put back.
const focusedIn = new WeakMap<Node[], HTMLElement>();
const FOCUSABLE =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), summary, video[controls], [tabindex]';

function take(host: HTMLElement): Node[] {
  if (host.childNodes.length > 0) {
    const nodes = [...host.childNodes];
    const active = host.ownerDocument.activeElement;
    for (const node of nodes) node.remove();
    taken.set(host, nodes);
    if (active instanceof HTMLElement && nodes.some((n) => n === active || n.contains(active))) focusedIn.set(nodes, active);
  }
  return taken.get(host) ?? [];
}

/** The server-rendered nodes of `host`, taken once per mount (a moved element takes them again). */
export function useServerContent(host: HTMLElement): Node[] {
  const [nodes] = useState(() => take(host));
  return nodes;
}

/**
 * Puts the server nodes back into `target` (default: the host itself) before the browser paints, and
 * focus back on the control that had it. When that control is no longer focusable once the block runs
 * (the slider's row hands its tab stop to the carousel), `focusInstead` takes the focus.
 */
export function useRestore(nodes: Node[], target: HTMLElement | null, focusInstead?: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    if (!target) return;
    if (nodes.some((n) => n.parentNode !== target)) target.append(...nodes);
    const focused = focusedIn.get(nodes);
    if (!focused) return;
    focusedIn.delete(nodes);
    const doc = target.ownerDocument;
    // only when focus is still lost: a visitor who moved on meanwhile keeps where they are
    if (doc.activeElement && doc.activeElement !== doc.body) return;
    if (focused.matches(FOCUSABLE)) focused.focus({ preventScroll: true });
    if (doc.activeElement !== focused) focusInstead?.current?.focus({ preventScroll: true });
  }, [nodes, target, focusInstead]);
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
 * Editors' safety: whatever goes wrong inside the block, the page keeps the
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
