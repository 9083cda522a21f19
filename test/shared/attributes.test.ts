// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readAttribute, readAttributes } from '../../shared/attributes';
import type { AttributeDeclaration, ElementDeclaration } from '../../shared/contract/element';

// The one attribute reader every element goes through (shared/element.ts): what an editor writes is read
// the same way on every element, and a value the element cannot use is said once, in Dutch, in the console.

const ended: AttributeDeclaration = { name: 'ended', type: 'boolean', default: 'false', description: 'Afgelopen.' };
const faqId: AttributeDeclaration = { name: 'faq-id', type: 'string', format: 'id', required: true, description: 'Het id.' };
const count: AttributeDeclaration = { name: 'count', type: 'number', description: 'Een aantal.' };

function element(attributes: string): Element {
  document.body.innerHTML = `<sport-test ${attributes}></sport-test>`;
  return document.querySelector('sport-test')!;
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('a boolean attribute', () => {
  it.each([
    ['ended="true"', true],
    ['ended="false"', false],
    ['', false],
  ])('%s reads as %s, without a warning', (attributes, value) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(readAttribute(element(attributes), ended)).toBe(value);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['ended="ja"', 'ja'],
    ['ended="yes"', 'yes'],
    ['ended=""', ''],
    ['ended', ''],
  ])('%s is not a value: the default (false), and one Dutch line naming element, attribute and fix', (attributes, raw) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const host = element(attributes);
    expect(readAttribute(host, ended)).toBe(false);
    readAttribute(host, ended);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]).toEqual([
      `[sport-shop] <sport-test> attribuut "ended": de waarde "${raw}" is ongeldig; schrijf ended="true" of ended="false". Het element gebruikt nu "false".`,
    ]);
  });
});

describe('an id', () => {
  it('is read as written when it is letters, digits, - and _', () => {
    expect(readAttribute(element('faq-id="vraag_3-b"'), faqId)).toBe('vraag_3-b');
  });

  it.each([
    ['', 'ontbreekt'],
    ['faq-id="  "', 'ontbreekt'],
    ['faq-id="3 OR 1=1"', 'de waarde "3 OR 1=1" is ongeldig; gebruik alleen letters, cijfers, - en _'],
  ])('%s gives undefined and warns: %s', (attributes, problem) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(readAttribute(element(attributes), faqId)).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain(`<sport-test> attribuut "faq-id": ${problem}`);
  });
});

describe('a number', () => {
  it('reads a number, and warns for anything else', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(readAttribute(element('count="3"'), count)).toBe(3);
    expect(readAttribute(element('count="drie"'), count)).toBeUndefined();
    expect(String(warn.mock.calls[0]![0])).toContain('attribuut "count": de waarde "drie" is ongeldig; schrijf een getal');
  });
});

it('readAttributes gives every declared attribute under its camelCase prop name', () => {
  const declaration: ElementDeclaration = {
    tag: 'sport-test',
    title: 'Test',
    summary: 'Test.',
    attributes: [ended, faqId],
    fallback: 'Niets.',
    example: '<sport-test></sport-test>',
  };
  expect(readAttributes(element('ended="true" faq-id="7"'), declaration)).toEqual({ ended: true, faqId: '7' });
});
