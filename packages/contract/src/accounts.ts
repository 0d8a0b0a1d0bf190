import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH } from './vocabulary';
export { PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH } from './vocabulary';
import { dbText, userCategory } from './common';

export const loginInput = z.object({
  username: dbText('아이디를 입력해 주세요.')
    .trim()
    .min(1, { error: '아이디를 입력해 주세요.' })
    .max(254, { error: '아이디가 너무 깁니다.' }),
  password: dbText('비밀번호를 입력해 주세요.')
    .min(1, { error: '비밀번호를 입력해 주세요.' })
    .max(128, { error: '비밀번호가 너무 깁니다.' }),
  /**
   * The device tokens this browser was given at earlier sign-ins (docs/sign-in-throttling.md), if any,
   * joined by `~`: one per account signed in on it (a shared phone, a centre PC), up to DEVICE_TOKENS_KEPT.
   */
  device: dbText().max(600).optional(),
});
export type LoginInput = z.infer<typeof loginInput>;

/** How many accounts' device tokens one browser keeps (the latest signed in first). */
export const DEVICE_TOKENS_KEPT = 5;
/** Between the tokens a browser sends (base64url and dots never hold it). */
export const DEVICE_TOKEN_SEPARATOR = '~';

export const badge = z.object({
  alarm: z.boolean(),
  alarm_count: z.number().int(),
  chat: z.boolean(),
  chat_count: z.number().int(),
});

/**
 * Spec section 3's profile state: 'success' once read from the server; 'faild' (the spec's spelling,
 * its default) while only the copy kept in the session is known, or when reading it failed.
 */
export const PROFILE_STATUSES = ['success', 'faild'] as const;
export type ProfileStatus = (typeof PROFILE_STATUSES)[number];

/** The profile of spec section 3, plus the person's display name. */
export const profile = z.object({
  status: z.enum(PROFILE_STATUSES),
  id: z.number().int(),
  category: userCategory,
  bedge: badge,
  email: z.string(),
  picture: z.string().nullable(),
  username: z.string(),
  name: z.string(),
  /** A one-time password given by the office: she must change it before anything else (docs/decisions.md). */
  mustChangePassword: z.boolean().optional(),
});
export type Profile = z.infer<typeof profile>;

export const tokenPair = z.object({ access: z.string(), refresh: z.string() });
export type TokenPair = z.infer<typeof tokenPair>;

export const loginOutput = tokenPair.extend({
  user: profile,
  /** This browser's device token, to keep and hand back at its next sign-in (not a credential). */
  device: z.string(),
});
export type LoginOutput = z.infer<typeof loginOutput>;

export const refreshInput = z.object({
  refresh: dbText('갱신 토큰이 필요합니다.').min(1, { error: '갱신 토큰이 필요합니다.' }).max(512),
});
export type RefreshInput = z.infer<typeof refreshInput>;

export const logoutInput = z.object({ refresh: dbText().min(1).max(512).optional() });

// Characters, not UTF-16 units: an emoji or a rare Hangul syllable counts once.
const charCount = (s: string) => Array.from(s).length;

export const changePasswordInput = z
  .object({
    currentPassword: dbText('현재 비밀번호를 입력해 주세요.')
      .min(1, { error: '현재 비밀번호를 입력해 주세요.' })
      .max(PASSWORD_MAX_LENGTH, { error: '현재 비밀번호가 올바르지 않습니다.' }),
    newPassword: dbText('새 비밀번호를 입력해 주세요.')
      .refine((s) => charCount(s) >= PASSWORD_MIN_LENGTH, {
        error: `새 비밀번호는 ${PASSWORD_MIN_LENGTH}자 이상으로 입력해 주세요.`,
      })
      .refine((s) => charCount(s) <= PASSWORD_MAX_LENGTH, {
        error: `새 비밀번호는 ${PASSWORD_MAX_LENGTH}자까지 입력할 수 있습니다.`,
      }),
    newPasswordConfirm: dbText('새 비밀번호를 한 번 더 입력해 주세요.'),
  })
  .superRefine((v, ctx) => {
    if (!v.newPasswordConfirm)
      ctx.addIssue({ code: 'custom', path: ['newPasswordConfirm'], message: '새 비밀번호를 한 번 더 입력해 주세요.' });
    else if (v.newPassword !== v.newPasswordConfirm)
      ctx.addIssue({ code: 'custom', path: ['newPasswordConfirm'], message: '새 비밀번호가 서로 다릅니다.' });
  });
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;
