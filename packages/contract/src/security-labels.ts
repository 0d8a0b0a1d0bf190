/**
 * The firewall and sign-in vocabulary without any schema (`@portal/contract/security-labels`), so the
 * security page shows states and limits without shipping the validation library.
 */

/** Where a firewall request is: 대기 중, 허용 (for good or until a day), 반려. */
export const firewallStatuses = ['pending', 'approved', 'rejected'] as const;
export type FirewallStatus = (typeof firewallStatuses)[number];

/** How a site she sees stands today: an approval past its day reads 만료, one staff took back 해제됨. */
export type FirewallState = FirewallStatus | 'expired' | 'revoked';

export const firewallStateLabel: Record<FirewallState, string> = {
  pending: '검토 중',
  approved: '허용',
  rejected: '반려',
  expired: '기간 만료',
  revoked: '해제됨',
};

/** Open requests one student may have at once. */
export const FIREWALL_MAX_PENDING = 5;
/** The longest a period approval may run, in days from today. */
export const FIREWALL_MAX_PERIOD_DAYS = 365;
export const FIREWALL_ADDRESS_MAX = 2048;
export const FIREWALL_REASON_MAX = 300;
export const FIREWALL_DECISION_REASON_MAX = 300;
