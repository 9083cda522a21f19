// The only script a page includes (docs/architecture.md "The bundle"). It knows which chunk
// serves which tag and imports a chunk only when its element is on the page, including elements
// that are added later. Keep it tiny: budget 3 KB gzip (scripts/size.ts).
const chunks: Record<string, () => Promise<unknown>> = {
  'sport-account': () => import('./sport-account/element'),
  'sport-order': () => import('./sport-order/element'),
  'sport-gift-card': () => import('./sport-gift-card/element'),
  'sport-faq-item': () => import('./sport-faq-item/element'),
  'sport-slider': () => import('./sport-slider/element'),
  'sport-video': () => import('./sport-video/element'),
  'sport-navigation': () => import('./sport-navigation/element'),
  'sport-event-signup': () => import('./sport-event-signup/element'),
  'sport-event-list': () => import('./sport-event-list/element'),
  'sport-staff': () => import('./sport-staff/element'),
};

// The mechanism is widgets/loader-core.ts: elements far below the fold wait until they come near the
// viewport, the navigation and the route widgets load at once, a route that needs a login is checked
// before its chunk downloads, and an element's shared chunks are fetched together with it. Everything
// this file imports statically is bundled into the loader itself (build.mjs), never into a shared chunk.
import { startLoader } from './loader-core';

// tag → the shared chunks its chunk imports statically: build.mjs puts `const __SPORT_PRELOAD__ = {…}`
// in front of the bundle, from esbuild's metafile, so a widget's chunks load in parallel, not one after another. Absent in tests.
declare const __SPORT_PRELOAD__: Record<string, string[]> | undefined;

startLoader(chunks, { graph: typeof __SPORT_PRELOAD__ === 'object' ? __SPORT_PRELOAD__ : {}, base: import.meta.url });

export {};
