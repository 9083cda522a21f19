import { describe, expect, it } from 'vitest';
import { cleanBirthdatePart, combineBirthdate, isValidBirthdatePart, splitBirthdate } from '../../shared/birthdate';

// spec §5 "Birthdate": combined as dd-mm-yyyy with zero-padded day and month; empty if any part is missing.
describe('combineBirthdate', () => {
  it('zero-pads day and month', () => {
    expect(combineBirthdate({ day: '9', month: '4', year: '2016' })).toBe('09-04-2016');
    expect(combineBirthdate({ day: '31', month: '12', year: '2015' })).toBe('31-12-2015');
    expect(combineBirthdate({ day: '09', month: '04', year: '2016' })).toBe('09-04-2016');
  });

  it.each([
    ['day', { day: '', month: '4', year: '2016' }],
    ['month', { day: '9', month: '', year: '2016' }],
    ['year', { day: '9', month: '4', year: '' }],
    ['a blank part', { day: ' ', month: '4', year: '2016' }],
  ])('is empty when the %s is missing', (_name, parts) => {
    expect(combineBirthdate(parts)).toBe('');
  });

  it('trims the parts', () => {
    expect(combineBirthdate({ day: ' 1 ', month: ' 2', year: '2017 ' })).toBe('01-02-2017');
  });
});

describe('splitBirthdate', () => {
  it('splits a stored date into the three boxes', () => {
    expect(splitBirthdate('09-04-2016')).toEqual({ day: '09', month: '04', year: '2016' });
  });

  it('gives empty boxes for an empty or foreign value', () => {
    expect(splitBirthdate('')).toEqual({ day: '', month: '', year: '' });
    expect(splitBirthdate('2016-04-09')).toEqual({ day: '', month: '', year: '' });
  });

  it('round-trips with combineBirthdate', () => {
    expect(combineBirthdate(splitBirthdate('01-12-2019'))).toBe('01-12-2019');
  });
});

describe('the boxes (day 1–31, month 1–12, year from 1900; max lengths 2, 2, 4)', () => {
  it('keeps digits only, cut to the box length', () => {
    expect(cleanBirthdatePart('day', '1a2')).toBe('12');
    expect(cleanBirthdatePart('day', '123')).toBe('12');
    expect(cleanBirthdatePart('month', '0 4')).toBe('04');
    expect(cleanBirthdatePart('year', '20166')).toBe('2016');
  });

  it('accepts the ranges and refuses what lies outside', () => {
    expect(isValidBirthdatePart('day', '1')).toBe(true);
    expect(isValidBirthdatePart('day', '31')).toBe(true);
    expect(isValidBirthdatePart('day', '0')).toBe(false);
    expect(isValidBirthdatePart('day', '32')).toBe(false);
    expect(isValidBirthdatePart('month', '12')).toBe(true);
    expect(isValidBirthdatePart('month', '13')).toBe(false);
    expect(isValidBirthdatePart('year', '1900')).toBe(true);
    expect(isValidBirthdatePart('year', '1899')).toBe(false);
    expect(isValidBirthdatePart('year', '201')).toBe(false);
  });

  it('leaves an empty box to the required check', () => {
    expect(isValidBirthdatePart('year', '')).toBe(true);
  });
});
