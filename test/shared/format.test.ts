import { describe, expect, it } from 'vitest';
import { formatDate, formatDateRange, formatMoney, formatPricePerChild, parseAmount } from '../../shared/format';

describe('money', () => {
  it('reads API amounts with thousand commas (spec §9)', () => {
    expect(parseAmount('1,234.50')).toBe(1234.5);
    expect(parseAmount('0.00')).toBe(0);
    expect(parseAmount('')).toBe(0);
    expect(parseAmount('abc')).toBe(0);
  });

  it('formats euros the Dutch way', () => {
    expect(formatMoney('1,234.50').replace(/\s/g, ' ')).toBe('€ 1.234,50');
    expect(formatMoney(0).replace(/\s/g, ' ')).toBe('€ 0,00');
  });

  it("keeps the literal label 'EUR {price} per kind'", () => {
    expect(formatPricePerChild(125)).toBe('EUR 125 per kind');
    expect(formatPricePerChild('89.50')).toBe('EUR 89,50 per kind');
  });
});

describe('dates in Europe/Amsterdam (spec §4 "Event dates")', () => {
  it('shows the local day, not the UTC day, without adding a day', () => {
    // 23:30 UTC on 13 July is 01:30 on 14 July in Amsterdam (summer time)
    expect(formatDate('2027-07-13T23:30:00Z')).toBe('14 juli 2027');
    // midnight local time, sent as UTC the evening before
    expect(formatDate('2027-01-09T23:00:00Z')).toBe('10 januari 2027');
  });

  it("shows a range with 't/m' when the days differ", () => {
    expect(formatDateRange('2027-07-14T08:00:00Z', '2027-07-16T15:00:00Z')).toBe('14 t/m 16 juli 2027');
    expect(formatDateRange('2027-06-30T08:00:00Z', '2027-07-02T15:00:00Z')).toBe('30 juni t/m 2 juli 2027');
    expect(formatDateRange('2026-12-30T08:00:00Z', '2027-01-02T15:00:00Z')).toBe('30 december 2026 t/m 2 januari 2027');
  });

  it('shows one date when start and end are the same local day', () => {
    expect(formatDateRange('2027-07-14T08:00:00Z', '2027-07-14T15:00:00Z')).toBe('14 juli 2027');
    expect(formatDateRange('2027-07-14T08:00:00Z', null)).toBe('14 juli 2027');
  });

  it('returns an empty text for an invalid date', () => {
    expect(formatDate('geen datum')).toBe('');
  });
});
