import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { isBlank, longText, optionalText, requiredText } from '../../../shared/contract/fields';

const name = requiredText('de voornaam', 'Vul de voornaam in.');
const notes = longText('de bijzonderheden', 2000);
const club = optionalText('de club');

describe('text fields refuse characters that can disguise a text', () => {
  it.each(['Zoë', 'Thijs-Jan', "D'Angelo", 'Émile 😀', 'Ölçer'])('accepts %s', (value) => {
    expect(v.safeParse(name, value).success).toBe(true);
  });

  it.each([
    ['a right-to-left override', 'Anna\u202Egnp.exe'],
    ['a NUL character', 'Anna\u0000'],
    ['an isolate', 'Anna\u2066x'],
    ['a lone surrogate', 'Anna\uD800'],
  ])('refuses %s with a Dutch message', (_what, value) => {
    const result = v.safeParse(name, value);
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe('De voornaam bevat tekens die niet zijn toegestaan. Haal ze weg en probeer het opnieuw.');
  });

  it('keeps line breaks and tabs in long texts', () => {
    expect(v.safeParse(notes, 'Allergisch voor noten.\nNeemt eigen lunch mee.\tDank!').success).toBe(true);
  });
});

describe('one-line fields', () => {
  it.each(['Anna\nBcc: x', 'Anna\rx', 'Anna\u2028x', 'Anna\u0085x'])('refuse a line break in %j', (value) => {
    const result = v.safeParse(name, value, { abortPipeEarly: true });
    expect(result.issues?.[0]?.message).toBe('De voornaam moet op één regel passen. Haal de regelovergang weg.');
    expect(v.safeParse(club, value, { abortPipeEarly: true }).issues?.[0]?.message).toBe(
      'De club moet op één regel passen. Haal de regelovergang weg.',
    );
  });

  it.each(['\u200B', '\u200B\u200C\u200D\u2060\uFEFF', ' \u00AD ', '\u2800', '\u3164', '\uFE0F'])(
    'refuse invisible-only text %j as missing',
    (value) => {
      expect(isBlank(value)).toBe(true);
      expect(v.safeParse(name, value, { abortPipeEarly: true }).issues?.[0]?.message).toBe('Vul de voornaam in.');
      expect(v.safeParse(club, value, { abortPipeEarly: true }).issues?.[0]?.message).toBe(
        'De club bevat alleen onzichtbare tekens. Vul tekst in of laat het veld leeg.',
      );
    },
  );

  it('keep names with a joiner inside visible text', () => {
    expect(v.safeParse(name, 'Zo\u200Be').success).toBe(true);
    expect(isBlank('a\u200B')).toBe(false);
  });

  it('long texts keep their line breaks and become empty when invisible-only', () => {
    expect(v.parse(notes, 'Regel 1\nRegel 2')).toBe('Regel 1\nRegel 2');
    expect(v.parse(notes, '\u200B\n\u200D')).toBe('');
  });
});
