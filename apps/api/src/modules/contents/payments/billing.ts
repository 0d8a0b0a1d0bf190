import { seoulDate } from '@portal/contract/dates';
import type { PaymentProvider } from './provider';

/** The invoice month (`YYYY-MM`, Seoul) an amount billed at `at` joins. */
export const billingMonthOf = (at: Date) => seoulDate(at).slice(0, 7);

/**
 * Centre billing, the default: nothing is charged now; the amount joins the family's invoice of the
 * month it was bought in (the statement sums the month's receipts that are not cancelled), so a
 * refund is the order leaving the invoice when it becomes 구매취소.
 */
export const billingProvider: PaymentProvider & { charge(at: Date): { billingMonth: string } } = {
  method: 'billing',
  charge: (at) => ({ billingMonth: billingMonthOf(at) }),
  refund: async () => {},
};
