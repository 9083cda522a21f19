import { formatMoney as formatDutchMoney } from '../../shared/format';

// Amounts are integer cents inside the server; answers carry PHP number_format(x, 2) strings
// ('1,234.50') because that is what the production API sends (contract "HTTP conventions").
export function toApiAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  const euros = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${euros}.${String(abs % 100).padStart(2, '0')}`;
}

/** CMS prices are floats in euros (189, 24.95). */
export const toCents = (euros: number): number => Math.round(euros * 100);

/** For mails and pages: '€ 1.234,50', the same format as the widgets (shared/format.ts). */
export const formatEuro = (cents: number): string => formatDutchMoney(cents / 100);
