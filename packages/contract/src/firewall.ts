import { z } from 'zod';
import { FIREWALL_ADDRESS_MAX, FIREWALL_DECISION_REASON_MAX, FIREWALL_REASON_MAX, firewallStatuses } from './security-labels';
import { dbText, isoDate } from './common';
export * from './security-labels';

/**
 * A student's request to allow a website. The address is checked here only for being there; whether
 * it is a web address, and not one inside the network, is decided by the API (it normalises the host
 * with the server's IDNA), which answers the Korean reason beside the field.
 */
export const createFirewallRequestInput = z.object({
  address: dbText('사이트 주소를 입력해 주세요.')
    .trim()
    .min(1, { error: '사이트 주소를 입력해 주세요.' })
    .max(FIREWALL_ADDRESS_MAX, { error: '주소가 너무 깁니다.' }),
  reason: dbText('사유를 입력해 주세요.')
    .trim()
    .min(1, { error: '사유를 입력해 주세요.' })
    .max(FIREWALL_REASON_MAX, { error: `사유는 ${FIREWALL_REASON_MAX}자까지 입력할 수 있습니다.` }),
});
export type CreateFirewallRequestInput = z.infer<typeof createFirewallRequestInput>;

const person = z.object({ id: z.number().int(), name: z.string() });

export const firewallRequest = z.object({
  id: z.number().int(),
  student: person,
  address: z.string(),
  host: z.string(),
  reason: z.string(),
  status: z.enum(firewallStatuses),
  /** An approval whose `allowedUntil` has passed: 만료 (the site is off the allow-list). */
  expired: z.boolean(),
  /**
   * Taken back by staff before its end (expired too, at that moment): 해제됨, not 기간 만료 (an audit:
   * a revoked site told her its period had ended).
   */
  revoked: z.boolean(),
  createdAt: z.string(),
  decidedBy: person.nullable(),
  decidedAt: z.string().nullable(),
  /** Approved until this instant (the end of the chosen day in Seoul); null when for good. */
  allowedUntil: z.string().nullable(),
  /** The teacher's reason (required when rejecting). */
  decisionReason: z.string().nullable(),
});
export type FirewallRequest = z.infer<typeof firewallRequest>;

/** A site on the centre's allow-list now, and until when (null: for good). */
export const allowedSite = z.object({
  host: z.string(),
  allowedUntil: z.string().nullable(),
  /** The approved request that put it there. */
  requestId: z.number().int(),
  student: person,
});
export type AllowedSite = z.infer<typeof allowedSite>;

/** Her page: her requests, newest first, and the sites allowed for her now. */
export const myFirewall = z.object({
  requests: z.array(firewallRequest),
  allowed: z.array(allowedSite),
});
export type MyFirewall = z.infer<typeof myFirewall>;

/** The staff page: requests waiting, oldest first, and every approval in force now (one per request). */
export const staffFirewall = z.object({
  pending: z.array(firewallRequest),
  allowed: z.array(allowedSite),
});
export type StaffFirewall = z.infer<typeof staffFirewall>;

/**
 * A teacher's decision: approve for good (no `until`) or through a day (`until`, inclusive, Seoul),
 * or reject with a reason.
 */
export const firewallDecisionInput = z
  .object({
    decision: z.enum(['approve', 'reject'], { error: '승인 또는 반려를 선택해 주세요.' }),
    until: isoDate.optional(),
    reason: dbText()
      .trim()
      .max(FIREWALL_DECISION_REASON_MAX, { error: `사유는 ${FIREWALL_DECISION_REASON_MAX}자까지 입력할 수 있습니다.` })
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (v.decision === 'reject' && !v.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: '반려 사유를 입력해 주세요.' });
    if (v.decision === 'reject' && v.until)
      ctx.addIssue({ code: 'custom', path: ['until'], message: '반려할 때는 기간을 고르지 않습니다.' });
  });
export type FirewallDecisionInput = z.infer<typeof firewallDecisionInput>;

/** One sign-in (a refresh-token family) as her device list shows it. */
export const signedInDevice = z.object({
  id: z.string(),
  /** "Android · Chrome", from the browser's User-Agent ("알 수 없는 기기" without one). */
  device: z.string(),
  signedInAt: z.string(),
  lastUsedAt: z.string(),
  /** The address it was last used from (null when unknown). */
  address: z.string().nullable(),
  current: z.boolean(),
});
export type SignedInDevice = z.infer<typeof signedInDevice>;

export const signedInDevices = z.object({ results: z.array(signedInDevice) });
export type SignedInDevices = z.infer<typeof signedInDevices>;

/** A sign-in's id in a path: the family's UUID (anything else is simply not found). */
export const deviceParam = z.object({
  id: dbText().max(64, { error: '기기 번호가 올바르지 않습니다.' }),
});
