// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { stateBadge, stateOf, untilLabel } from './messages';

describe('firewall labels', () => {
  it('reads an approval through a day as that day, in Seoul', () => {
    // Approved through 2026-12-21: the API keeps the next midnight in Seoul.
    expect(untilLabel('2026-12-21T15:00:00.000Z')).toBe('2026.12.21 (월)까지');
    expect(untilLabel(null)).toBe('기간 제한 없음');
  });

  it('shows an approval past its day as expired', () => {
    expect(stateOf({ status: 'approved', expired: true, revoked: false })).toBe('expired');
    expect(stateOf({ status: 'approved', expired: false, revoked: false })).toBe('approved');
    expect(stateOf({ status: 'pending', expired: false, revoked: false })).toBe('pending');
  });

  it('shows an approval a teacher took back as 해제됨, not as its period ended (an audit)', () => {
    const state = stateOf({ status: 'approved', expired: true, revoked: true });
    expect(state).toBe('revoked');
    expect(stateBadge[state].label).toBe('해제됨');
  });
});
