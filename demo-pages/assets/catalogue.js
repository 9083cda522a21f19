// The /elementen catalogue's script (served as a file: the demo pages' CSP allows no inline script).
// <copy-snippet>: adds a 'Kopieer' button to the code inside it; the clipboard API first, then the
// older execCommand('copy'), and when both fail it selects the code and says how to copy it.
// <theme-editor>: applies the chosen --sport-* values to this page and to the live examples' frames,
// and writes the CSS block to copy.

const CONFIRM_MS = 4000;

class CopySnippet extends HTMLElement {
  connectedCallback() {
    if (this.querySelector('.copy-snippet__bar')) return;
    const bar = document.createElement('div');
    bar.className = 'copy-snippet__bar';
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'button button--secondary copy-snippet__button';
    button.textContent = 'Kopieer';
    // the visible word first in the name (WCAG 2.5.3), then which code it copies
    button.setAttribute('aria-label', `Kopieer de code van ${this.dataset.label ?? 'dit voorbeeld'}`);
    const status = document.createElement('span');
    status.className = 'copy-snippet__status';
    status.setAttribute('role', 'status');
    status.setAttribute('aria-live', 'polite'); // as role=status implies, said outright for older readers
    bar.append(button, status);
    this.prepend(bar);
    button.addEventListener('click', () => void this.copy(status));
  }

  code() {
    return this.querySelector('code')?.textContent ?? '';
  }

  async copy(status) {
    const text = this.code();
    let copied;
    try {
      await navigator.clipboard.writeText(text);
      copied = true;
    } catch {
      copied = legacyCopy(text);
    }
    if (copied) {
      this.say(status, 'Gekopieerd', false);
    } else {
      const range = document.createRange();
      range.selectNodeContents(this.querySelector('code') ?? this);
      const selection = window.getSelection();
      selection?.removeAllRanges();
      selection?.addRange(range);
      this.say(status, 'Kopiëren lukte niet. De code is geselecteerd: druk op Ctrl+C (Cmd+C op een Mac).', true);
    }
  }

  say(status, message, isError) {
    clearTimeout(this.timer);
    status.textContent = '';
    status.classList.toggle('copy-snippet__status--error', isError);
    // a fresh text node, so a screen reader announces a second 'Gekopieerd' too
    requestAnimationFrame(() => {
      status.textContent = message;
    });
    if (!isError) this.timer = setTimeout(() => (status.textContent = ''), CONFIRM_MS);
  }
}

/** document.execCommand('copy') through a hidden text area: browsers without the clipboard API, or http pages. */
function legacyCopy(text) {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.className = 'sport-visually-hidden';
  document.body.append(area);
  area.select();
  let ok;
  try {
    ok = document.execCommand('copy');
  } catch {
    ok = false;
  }
  area.remove();
  return ok;
}

class ThemeEditor extends HTMLElement {
  connectedCallback() {
    const form = this.querySelector('form');
    if (!form || this.started) return;
    this.started = true;
    this.hidden = false;
    form.addEventListener('input', () => this.apply());
    form.addEventListener('reset', () => setTimeout(() => this.apply(true)));
    for (const frame of document.querySelectorAll('.catalogue-example__frame'))
      frame.addEventListener('load', () => this.applyTo(frame.contentDocument));
    this.write(this.values());
  }

  values() {
    const values = {};
    for (const field of this.querySelectorAll('input[name], select[name]')) {
      if (field.value === '') continue;
      values[field.name] = field.value + (field.dataset.unit ?? '');
    }
    return values;
  }

  apply(reset = false) {
    this.last = reset ? {} : this.values();
    this.applyTo(document);
    for (const frame of document.querySelectorAll('.catalogue-example__frame')) this.applyTo(frame.contentDocument);
    this.write(reset ? this.values() : this.last);
  }

  /** Custom properties on the root, like a host page's stylesheet; the font on the body (the host's font). */
  applyTo(doc) {
    if (!doc?.documentElement || !this.last) return;
    for (const field of this.querySelectorAll('input[name], select[name]')) {
      const target = field.name.startsWith('--') ? doc.documentElement : doc.body;
      const property = field.name;
      if (this.last[property]) target?.style.setProperty(property, this.last[property]);
      else target?.style.removeProperty(property);
    }
  }

  write(values) {
    const output = this.querySelector('[data-theme-output]');
    if (!output) return;
    const vars = Object.entries(values).filter(([name]) => name.startsWith('--'));
    const font = values['font-family'];
    output.textContent =
      `:root {\n${vars.map(([name, value]) => `  ${name}: ${value};`).join('\n')}\n}` +
      (font ? `\nbody {\n  font-family: ${font};\n}` : '');
  }
}

customElements.define('copy-snippet', CopySnippet);
customElements.define('theme-editor', ThemeEditor);
