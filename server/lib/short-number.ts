import { randomInt } from 'node:crypto';

/**
 * A short number for people: the prefix and 4 random digits; after a few numbers that are taken, 5
 * digits, then 6, and so on. A unique index on the column is the guarantee; call it inside the
 * transaction that stores the number, so nobody else takes it in between.
 */
export function shortNumber(
  prefix: string,
  taken: (number: string) => boolean,
  random: (min: number, max: number) => number = randomInt,
): string {
  for (let digits = 4; ; digits++) {
    for (let attempt = 0; attempt < 8; attempt++) {
      const number = `${prefix}${random(10 ** (digits - 1), 10 ** digits)}`;
      if (!taken(number)) return number;
    }
  }
}
