import { seoulDate } from '@portal/contract/dates';
import type { PaymentProvider } from './provider';

/** The invoice month (`YYYY-MM`, Seoul) an amount billed at `at` joins. */
export const billingMonthOf = (at: Date) => seoulDate(at).slice(0, 7);

/**
 * The moments a month's invoice covers, in Seoul: from its first day's midnight to the next month's.
 * A cancellation in these moments is credited on this month's invoice.
 */
export function billingMonthBounds(month: string): { from: Date; to: Date } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return { from: new Date(`${month}-01T00:00:00+09:00`), to: new Date(`${next}-01T00:00:00+09:00`) };
}

/**
 * Centre billing, the default: nothing is charged now; the amount joins the family's invoice of the
 * month it was bought in. A refund is the order leaving the invoice when it becomes 구매취소 in that
 * same month; cancelled in a later month (that invoice has gone out, and may be paid), it stays on
 * its month's invoice and is credited on the invoice of the month it was cancelled in.
 */
export const billingProvider: PaymentProvider & { charge(at: Date): { billingMonth: string } } = {
  method: 'billing',
  charge: (at) => ({ billingMonth: billingMonthOf(at) }),
  refund: async () => {},
};
