import type { HeaderImageAttributes } from '../contract/header-image';

// The header image the page's server-rendered fallback already shows (demo-pages draws it with the
// widget's classes and attributes, shared/contract/header-image.ts). Read before the first render
// replaces the fallback, so the widget keeps showing it while its own CMS answer is on the way: the
// largest paint comes with the page (LCP) and the picture does not blink out on mount.

const cache = new WeakMap<Element, HeaderImageAttributes | null>();

/** The attributes of the first `selector` <img> inside the element's fallback; null when it has none. */
export function readPageImage(container: Element | undefined, selector: string): HeaderImageAttributes | null {
  if (!container) return null;
  if (cache.has(container)) return cache.get(container) ?? null;
  const img = container.querySelector<HTMLImageElement>(`img${selector}`);
  const src = img?.getAttribute('src');
  const found: HeaderImageAttributes | null =
    img && src
      ? {
          src,
          srcSet: img.getAttribute('srcset') ?? '',
          sizes: img.getAttribute('sizes') ?? '',
          width: Number(img.getAttribute('width')) || 2400,
          height: Number(img.getAttribute('height')) || 1000,
          alt: img.getAttribute('alt') ?? '',
        }
      : null;
  cache.set(container, found);
  return found;
}
