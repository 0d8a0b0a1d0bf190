import type { FirewallRequest } from '@portal/contract';
import { firewallStateLabel, type FirewallState } from '@portal/contract/security-labels';
import { formatDate } from '@portal/contract/dates';
import type { StatusTone } from '@/components/ui/status-badge/status-badge';

/** How a request stands today (an approval past its day reads 기간 만료; one a teacher took back, 해제됨). */
export const stateOf = (r: Pick<FirewallRequest, 'status' | 'expired' | 'revoked'>): FirewallState =>
  r.revoked ? 'revoked' : r.expired ? 'expired' : r.status;

export const stateBadge: Record<FirewallState, { label: string; tone: StatusTone }> = {
  pending: { label: firewallStateLabel.pending, tone: 'info' },
  approved: { label: firewallStateLabel.approved, tone: 'success' },
  rejected: { label: firewallStateLabel.rejected, tone: 'danger' },
  expired: { label: firewallStateLabel.expired, tone: 'neutral' },
  revoked: { label: firewallStateLabel.revoked, tone: 'neutral' },
};

/**
 * "2026.12.31 (목)까지" for an approval through a day, "기간 제한 없음" for good. The API stores the
 * next midnight in Seoul; the day a person chose is the one before it.
 */
export function untilLabel(allowedUntil: string | null): string {
  if (!allowedUntil) return '기간 제한 없음';
  return `${formatDate(new Date(Date.parse(allowedUntil) - 1))}까지`;
}

export const decisionDraftKey = (id: number) => `firewall-decision-${id}`;
