// @vitest-environment jsdom
// Widget side: RichText (DOMPurify in the page, the shared allow-list) with the
// same hostile corpus as the server renderer; in real Chromium: test/e2e/sanitize.spec.ts. jsdom, not
// happy-dom: DOMPurify needs a spec-following HTML parser (on happy-dom <script> got through).
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichText } from '../../shared/ui/RichText';
import { HOSTILE_HTML, KEPT_HTML, dangerIn } from '../fixtures/hostile-html';

describe('RichText', () => {
  it.each(HOSTILE_HTML)('$name: nothing hostile is rendered', ({ html }) => {
    const { container } = render(<RichText html={html} />);
    const block = container.firstElementChild;
    expect(dangerIn(block?.innerHTML ?? '')).toEqual([]);
    expect(container.querySelectorAll('[style], [onerror], [onload], script, style, form, input, base, meta, svg, math')).toHaveLength(0);
  });

  it.each(KEPT_HTML)('keeps formatting, links and images: $html', ({ html, expected }) => {
    const { container } = render(<RichText html={html} />);
    expect(container.firstElementChild?.innerHTML).toBe(expected);
  });

  it('renders nothing for empty text, and its own block otherwise', () => {
    expect(render(<RichText html="" />).container.innerHTML).toBe('');
    const { container } = render(<RichText html="<p>x</p>" className="extra" />);
    expect(container.firstElementChild?.className).toBe('sport-rich-text extra');
  });
});
