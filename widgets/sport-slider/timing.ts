// spec §9 "Slider": animation duration 750 ms, resize handling debounced at 250 ms. Gap and side
// padding (20/25 px; 12 px, 20 px, (width − 1220) / 2, 0) are in styles.css as media queries, so
// the server-rendered row already has them and mounting moves nothing.
export const RESIZE_DEBOUNCE_MS = 250;
// embla's duration is not in ms but a spring constant: 22 settles a one-slide move (425 px at
// 1280 px wide) to within 1 px in about 0.7–0.8 s in Chromium (18: 0.45 s, 38: 1.5 s), the nearest
// to the 750 ms. With prefers-reduced-motion: 0, an instant move.
export const EMBLA_DURATION = 22;
// not in the spec: long enough to read a caption (WCAG 2.2.2 gives the pause button as well)
export const AUTOPLAY_INTERVAL_MS = 5000;
