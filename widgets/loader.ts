// The only script a page includes (DESIGN.md "The shape of the product"). It knows which chunk
// serves which tag and imports a chunk only when its element is on the page, including elements
// that are added later. Keep it tiny: budget 3 KB gzip (issue "Foundation").
const chunks: Record<string, () => Promise<unknown>> = {
  'sport-account': () => import('./sport-account/element'),
  'sport-order': () => import('./sport-order/element'),
  'sport-gift-card': () => import('./sport-gift-card/element'),
  'sport-navigation': () => import('./sport-navigation/element'),
  'sport-event-signup': () => import('./sport-event-signup/element'),
};

const pending = new Set(Object.keys(chunks));

function load(tag: string): void {
  pending.delete(tag);
  chunks[tag]!().catch((error: unknown) => {
    pending.add(tag); // a later insertion may try again
    console.error(`[sport-shop] could not load <${tag}>`, error);
  });
}

function scan(root: ParentNode): void {
  for (const tag of [...pending]) {
    if ((root instanceof Element && root.localName === tag) || root.querySelector(tag)) load(tag);
  }
}

scan(document);
if (pending.size) {
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node instanceof Element) scan(node);
      }
    }
    if (!pending.size) observer.disconnect();
  });
  observer.observe(document.documentElement, { childList: true, subtree: true });
}

export {};
