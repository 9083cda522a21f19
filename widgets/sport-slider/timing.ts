// spec §9 "Slider": animation duration 750 ms, resize handling debounced at 250 ms. Gap and side
// padding (20/25 px; 12 px, 20 px, (width − 1220) / 2, 0) are in styles.css as media queries, so
// the server-rendered row already has them and mounting moves nothing.
export const RESIZE_DEBOUNCE_MS = 250;
// embla's duration is not in ms but a spring constant; 38 settles a one-slide move in about 750 ms
// (measured in Chromium at 1280 px). With prefers-reduced-motion: 0, an instant move.
export const EMBLA_DURATION = 38;
// not in the spec: long enough to read a caption (WCAG 2.2.2 gives the pause button as well)
export const AUTOPLAY_INTERVAL_MS = 5000;
