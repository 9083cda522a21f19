// spec §2 "FAQ item: click toggles the answer open or closed with an expand animation". The native
// <details> keeps doing the opening (keyboard, find-in-page, no script); this only animates its height.
import { prefersReducedMotion } from '../../shared/content-blocks/server-content';
import { hashId } from '../../shared/page-change';

const DURATION_MS = 250;

export function enhanceDetails(details: HTMLDetailsElement): () => void {
  const summary = details.querySelector(':scope > summary');
  if (!summary) return () => undefined;
  let running: Animation | null = null;

  const animate = (from: number, to: number, done: () => void) => {
    running?.cancel();
    details.style.overflow = 'hidden';
    const animation = details.animate({ height: [`${from}px`, `${to}px`] }, { duration: DURATION_MS, easing: 'ease-out' });
    running = animation;
    animation.onfinish = () => {
      running = null;
      details.style.overflow = '';
      done();
    };
    // a second click mid-way: the next animation starts from where this one is
    animation.oncancel = () => {
      details.style.overflow = '';
    };
  };

  const onClick = (event: Event) => {
    if (prefersReducedMotion() || typeof details.animate !== 'function') return;
    event.preventDefault();
    const from = details.offsetHeight;
    const border = details.offsetHeight - details.clientHeight;
    if (details.open && !details.classList.contains('is-closing')) {
      details.classList.add('is-closing');
      animate(from, (summary as HTMLElement).offsetHeight + border, () => {
        details.classList.remove('is-closing');
        details.open = false;
      });
    } else {
      details.classList.remove('is-closing');
      details.open = true;
      animate(from, details.scrollHeight + border, () => undefined);
    }
  };

  summary.addEventListener('click', onClick);
  return () => {
    running?.cancel();
    summary.removeEventListener('click', onClick);
  };
}

/** Opens the question when the address points at it (#faq-{id}) and brings it into view. */
export function openFromHash(details: HTMLDetailsElement): boolean {
  if (!details.id || hashId() !== details.id) return false;
  details.open = true;
  details.scrollIntoView({ block: 'start' });
  return true;
}
