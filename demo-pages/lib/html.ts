// Tiny HTML templating for the demo pages: every interpolated value is escaped unless it is
// already SafeHtml (the result of another `html` template, `raw`, or the sanitizer).
import { escapeHtml } from '../../server/lib/html';

export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

export type HtmlValue = SafeHtml | string | number | boolean | null | undefined | readonly HtmlValue[];

function render(value: HtmlValue): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  // false/null/undefined render nothing so `${cond && html`…`}` works; true is never wanted as text
  if (value === null || value === undefined || typeof value === 'boolean') return '';
  return escapeHtml(value as string | number);
}

export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += render(value) + (strings[i + 1] ?? '');
  });
  return new SafeHtml(out);
}

/** Marks a string as trusted HTML. Only for constants written in this folder. */
export function raw(value: string): SafeHtml {
  return new SafeHtml(value);
}

/** A boolean attribute: `<button${attr('disabled', isOff)}>`. */
export function attr(name: string, value: string | number | boolean | null | undefined): SafeHtml {
  if (value === false || value === null || value === undefined) return new SafeHtml('');
  if (value === true) return new SafeHtml(` ${name}`);
  return new SafeHtml(` ${name}="${escapeHtml(value)}"`);
}
