import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { optionalText, requiredText } from '../../../shared/contract/fields';

const name = requiredText('de voornaam', 'Vul de voornaam in.');
const notes = optionalText('de bijzonderheden', 2000);

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
