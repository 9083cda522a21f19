// Field schemas shared by the payload schemas of every area. Messages are Dutch, address the
// reader with 'je', end with a period and say what to do (docs/architecture.md "Texts and formatting").
import * as v from 'valibot';

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Longest text we accept in an ordinary field; longer input is answered with 422, never stored. */
export const MAX_TEXT = 255;
export const MAX_LONG_TEXT = 2000;

// Control characters, bidirectional overrides and lone surrogates: stored safely, but they can
// disguise a name in a mail or a page. Tabs and line breaks stay allowed (long texts).
const UNSAFE_CHARACTERS =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u202A-\u202E\u2066-\u2069]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const safeCharacters = (subject: string) =>
  v.check(
    (value: string) => !UNSAFE_CHARACTERS.test(value),
    `${capitalize(subject)} bevat tekens die niet zijn toegestaan. Haal ze weg en probeer het opnieuw.`,
  );

// A one-line field (a name, a street) ends up in mail subjects and greetings: no line breaks there.
const LINE_BREAK = /[\n\r\u0085\u2028\u2029]/;
const oneLine = (subject: string) =>
  v.check((value: string) => !LINE_BREAK.test(value), `${capitalize(subject)} moet op één regel passen. Haal de regelovergang weg.`);

// Characters that show nothing: zero-width spaces and joiners, soft hyphen, fillers, the braille
// blank, variation selectors, direction marks. A text of only these (and spaces) looks empty.
// Each is removed one by one, so combining marks in the class are meant.
const INVISIBLE =
  // eslint-disable-next-line no-misleading-character-class
  /[\s\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u2060-\u2064\u206A-\u206F\u2800\u3164\uFE00-\uFE0F\uFEFF\uFFA0]/gu;

/** Whether a text shows nothing at all (empty, spaces, or invisible characters only). */
export const isBlank = (value: string): boolean => value.replace(INVISIBLE, '') === '';

/**
 * A required one-line text: trimmed, not empty and not invisible-only, no line breaks, at most
 * `max` characters. `subject` names the field the way a sentence needs it ('je voornaam').
 */
export function requiredText(subject: string, missing: string, max = MAX_TEXT) {
  return v.pipe(
    v.string(missing),
    v.trim(),
    v.nonEmpty(missing),
    v.check((value: string) => !isBlank(value), missing),
    v.maxLength(max, `${capitalize(subject)} is te lang. Gebruik maximaal ${max} tekens.`),
    oneLine(subject),
    safeCharacters(subject),
  );
}

/** An optional one-line text: trimmed, may be empty, at most `max` characters, no line breaks. */
export function optionalText(subject: string, max = MAX_TEXT) {
  return v.pipe(
    v.string(`Vul ${subject} in als tekst.`),
    v.trim(),
    v.check(
      (value: string) => value === '' || !isBlank(value),
      `${capitalize(subject)} bevat alleen onzichtbare tekens. Vul tekst in of laat het veld leeg.`,
    ),
    v.maxLength(max, `${capitalize(subject)} is te lang. Gebruik maximaal ${max} tekens.`),
    oneLine(subject),
    safeCharacters(subject),
  );
}

/** An optional text of several lines (notes, a personal message): line breaks and tabs allowed. */
export function longText(subject: string, max = MAX_LONG_TEXT) {
  return v.pipe(
    v.string(`Vul ${subject} in als tekst.`),
    v.trim(),
    v.transform((value: string) => (isBlank(value) ? '' : value)),
    v.maxLength(max, `${capitalize(subject)} is te lang. Gebruik maximaal ${max} tekens.`),
    safeCharacters(subject),
  );
}

export const emailField = v.pipe(
  v.string('Vul je e-mailadres in.'),
  v.trim(),
  v.nonEmpty('Vul je e-mailadres in.'),
  v.maxLength(MAX_TEXT, `Je e-mailadres is te lang. Gebruik maximaal ${MAX_TEXT} tekens.`),
  v.email('Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl.'),
);

/** Digits with the usual separators: '06 12345678', '+31 (0)30-1234567'. */
export function phoneField(missing: string) {
  return v.pipe(
    v.string(missing),
    v.trim(),
    v.nonEmpty(missing),
    v.maxLength(32, 'Dit telefoonnummer is te lang. Gebruik maximaal 32 tekens.'),
    v.regex(/^\+?[0-9 ()\-.]{6,}$/, 'Vul een geldig telefoonnummer in, bijvoorbeeld 06 12345678.'),
    v.check((s) => s.replace(/\D/g, '').length >= 6, 'Vul een geldig telefoonnummer in, bijvoorbeeld 06 12345678.'),
  );
}

export const uuidField = (missing: string) => v.pipe(v.string(missing), v.trim(), v.nonEmpty(missing), v.maxLength(64, missing));

/**
 * A boolean that also takes the form values 'true'/'false' (spec §5: submitted form values
 * 'true' and 'false' are converted to booleans).
 */
export function booleanField(message: string) {
  return v.union(
    [
      v.boolean(message),
      v.pipe(
        v.picklist(['true', 'false', '1', '0'], message),
        v.transform((s) => s === 'true' || s === '1'),
      ),
    ],
    message,
  );
}

/** Money as PHP number_format(x, 2) writes it: '1,234.50'. */
export const moneyString = v.pipe(v.string(), v.regex(/^-?\d{1,3}(,\d{3})*\.\d{2}$/));
