// The content blocks as the CMS renders them (spec §2 "Marketing page blocks"): FAQ items with their FAQPage structured
// data, slider rows and video items. Everything is readable and usable without script; the
// elements <sport-faq-item>, <sport-slider> and <sport-video> enhance exactly this markup.
import { attr, html, SafeHtml } from '../lib/html';
import type { FaqItem, HeaderImage, SliderMedia, Video } from '../../server/content/content';
import { isSafeUrl, sanitizeHtml } from '../lib/sanitize';
import { responsiveImage } from './parts';

const PLAY_ICON = new SafeHtml('<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M6 3.5v17l14-8.5z"/></svg>');

/** Media addresses: the shared URL policy (http(s) or same-site), and no mailto:/tel: for a video. */
export function isMediaUrl(url: string | null | undefined): url is string {
  return !!url && isSafeUrl(url) && !/^\s*(mailto|tel):/i.test(url);
}

export function faqItem(item: FaqItem): SafeHtml {
  // Without script the native <details> opens and closes the answer; the element adds the animation
  // and opens the question at #faq-{id}.
  return html`<sport-faq-item faq-id="${item.id}">
    <details class="faq-item" id="faq-${item.id}">
      <summary class="faq-item__question"><h3 class="faq-item__title">${item.question}</h3></summary>
      <div class="faq-item__answer">${sanitizeHtml(item.answer)}</div>
    </details>
  </sport-faq-item>`;
}

/** schema.org FAQPage from the same items the page shows. */
export function faqStructuredData(items: FaqItem[]): SafeHtml {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: sanitizeHtml(item.answer).value },
    })),
  };
  // '<' escaped, so no answer can close the script element
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return new SafeHtml(`<script type="application/ld+json">${json}</script>`);
}

/**
 * A poster with a play button that links to the video; <sport-video>/<sport-slider> play it in place.
 * The poster is decorative inside the link: the link's name is what it does ('Speel de video af: …').
 */
export function mediaItem(
  videoUrl: string,
  poster: HeaderImage | null,
  title: string | null,
  captions: string | null | undefined,
  sizes: string,
): SafeHtml {
  return html`<div class="media-item">
    <a class="media-item__link" href="${videoUrl}"${attr('data-captions', isMediaUrl(captions) && captions)}${attr('data-title', title)}>
      ${poster ? responsiveImage(poster, { sizes, className: 'media-item__poster', lazy: true, decorative: true }) : html`<span class="media-item__blank"></span>`}
      <span class="media-item__play">${PLAY_ICON}<span class="visually-hidden">Speel de video af${title ? `: ${title}` : ''}</span></span>
    </a>
  </div>`;
}

const SLIDE_SIZES = '(min-width: 1200px) 400px, (min-width: 768px) 45vw, 85vw';

function slide(item: SliderMedia): SafeHtml {
  const video = item.type === 'video' && isMediaUrl(item.videoUrl) ? item.videoUrl : null;
  return html`<div class="slide">
    <figure class="slide__figure">
      ${
        video
          ? mediaItem(video, item.image, item.title, item.captions, SLIDE_SIZES)
          : item.image && responsiveImage(item.image, { sizes: SLIDE_SIZES, className: 'slide__image', lazy: true })
      }
      ${(item.title || item.text) && html`<figcaption class="slide__caption">${item.title && html`<strong>${item.title}</strong>`} ${item.text}</figcaption>`}
    </figure>
  </div>`;
}

/**
 * A slider row: without script a horizontal scroll-snap row (spec §2 "Slider"), a named region that
 * takes keyboard focus so the arrow keys scroll it (WCAG 2.1.1; <sport-slider> takes that role over
 * while it runs). Flags written out (docs/architecture.md "Custom elements").
 */
export function slider(items: SliderMedia[], options: { autoplay: boolean; labelledBy: string }): SafeHtml {
  return html`<sport-slider bullets="true" custom-padding="true" autoplay="${String(options.autoplay)}">
    <div class="slider" role="region" aria-labelledby="${options.labelledBy}" tabindex="0">
      ${items.map(slide)}
    </div>
  </sport-slider>`;
}

/** The video player block (spec §2 "Media video slider item and video player"). */
export function videoBlock(video: Video, headingLevel: 2 | 3 = 3): SafeHtml | null {
  if (!isMediaUrl(video.videoUrl)) return null;
  const heading = `h${headingLevel}`;
  return html`<sport-video>
    <figure class="video-block">
      ${mediaItem(video.videoUrl, video.poster, video.title, video.captions, '(min-width: 1024px) 720px, 100vw')}
      <figcaption class="video-block__text sport-video__text">
        ${video.title && html`<${heading} class="video-block__title">${video.title}</${heading}>`}
        ${sanitizeHtml(video.text)}
      </figcaption>
    </figure>
  </sport-video>`;
}
