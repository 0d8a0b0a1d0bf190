import { randomUUID } from 'node:crypto';
import {
  DEVICE_TOKEN_SEPARATOR,
  DEVICE_TOKENS_KEPT,
  type ChangePasswordInput,
  type LoginInput,
  type LoginOutput,
  type Profile,
  type SignedInDevices,
  type TokenPair,
} from '@portal/contract';
import { systemClock, type Clock, type Config } from '../../config';
import type { AnnouncedCache } from '../../db/announced-cache';
import { AppError } from '../../http/errors';
import type { Caller } from '../../http/route';
import { isCommonPassword } from './common-passwords';
import { deviceName } from './device-name';
import { dummyHash, hashPassword, verifyPassword } from './passwords';
import { familyCache, type FamilyCache } from './family-cache';
import { networkKey } from './network-key';
import type { AccountsRepository, UserRow } from './repository';
import { deviceOf, hashRefreshToken, issueDeviceToken, newRefreshToken, signAccessToken, successorOf, verifyAccessToken } from './tokens';

type Deps = {
  repo: AccountsRepository;
  config: Config;
  now?: Clock;
  /** Her unread notifications (the alarms module owns them). */
  unreadAlarms: (userId: number) => Promise<number>;
  /** Her unread chat messages (the chat module owns them); none without it. */
  unreadChats?: (userId: number) => Promise<number>;
  /** Sign-ins known alive (none remembered without it). */
  families?: FamilyCache;
  /** Profiles remembered until the database announces a change to the user (none without it). */
  profiles?: AnnouncedCache<ProfileRow>;
};

/** What the profile shows of a user: all a remembered profile keeps (no password hash). */
export type ProfileRow = Pick<UserRow, 'id' | 'category' | 'email' | 'picture' | 'username' | 'name' | 'mustChangePassword'>;

/** The database announces here which user changed (payload: the id; a trigger of migration 0010). */
export const USERS_CHANNEL = 'portal_users';

/**
 * A refresh token presented again this soon after it was spent, while its successor is unused, is a
 * lost answer (the page was left while the refresh was under way): the same successor again, no
 * revocation. Later, or once the successor was used, reuse revokes the sign-in.
 */
export const REFRESH_REUSE_GRACE_MS = 30_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The User-Agent as stored: at most 512 characters, nothing for none. */
const agentOf = (ua: string | undefined) => (ua ? ua.slice(0, 512) : null);

/** An address she signed in from this recently is hers: others' failures do not slow her there. */
const KNOWN_ADDRESS_MS = 30 * 24 * 3600 * 1000;

/** Sign-in, token rotation with reuse detection, sign-out and the profile. */
export function accountsService({
  repo,
  config,
  now = systemClock,
  unreadAlarms,
  unreadChats = async () => 0,
  families = familyCache({}),
  profiles,
}: Deps) {
  const nowMs = () => now().getTime();
  async function profileOf(user: ProfileRow): Promise<Profile> {
    const [alarmCount, chatCount] = await Promise.all([unreadAlarms(user.id), unreadChats(user.id)]);
    return {
      status: 'success',
      id: user.id,
      category: user.category,
      bedge: { alarm: alarmCount > 0, alarm_count: alarmCount, chat: chatCount > 0, chat_count: chatCount },
      email: user.email ?? '',
      picture: user.picture,
      username: user.username,
      name: user.name,
      mustChangePassword: user.mustChangePassword,
    };
  }

  async function issuePair(user: Pick<UserRow, 'id' | 'category'>, familyId: string, refreshToken?: string): Promise<TokenPair> {
    const refresh = refreshToken ? { token: refreshToken, hash: hashRefreshToken(refreshToken) } : newRefreshToken();
    await repo.insertRefreshToken(refresh.hash, familyId);
    const access = await signAccessToken(config.jwtSecret, config.accessTokenTtl, user, familyId, now());
    return { access, refresh: refresh.token };
  }

  const findProfile = async (id: number): Promise<ProfileRow | undefined> => {
    const u = await repo.findById(id);
    return (
      u && {
        id: u.id,
        category: u.category,
        email: u.email,
        picture: u.picture,
        username: u.username,
        name: u.name,
        mustChangePassword: u.mustChangePassword,
      }
    );
  };
  /** Her profile row, from memory while the database has announced no change to her (db/announced-cache.ts). */
  const profileRow = (id: number) => (profiles ? profiles.read(String(id), nowMs(), () => findProfile(id)) : findProfile(id));

  /** Ends one sign-in: its refresh tokens stop working, and every instance stops taking its access tokens. */
  async function revoke(familyId: string, reason: 'reuse' | 'logout') {
    await repo.revokeFamily(familyId, reason);
    await families.revokedFamily(repo.db, familyId);
  }

  /** After a change to her user row: the next request here reads it again (the trigger tells the other instances). */
  const forgetProfile = (id: number) => profiles?.forget((key) => key === String(id));

  /** Marks a caller who must still change a one-time password (her profile row, remembered, says so). */
  async function withPasswordHold(caller: Caller): Promise<Caller> {
    const row = await profileRow(caller.id);
    return row?.mustChangePassword ? { ...caller, mustChangePassword: true } : caller;
  }

  const tooMany = (retryAt: number, message?: string) =>
    new AppError('TOO_MANY_ATTEMPTS', message, undefined, {
      'Retry-After': String(Math.max(1, Math.ceil((retryAt - nowMs()) / 1000))),
    });

  /**
   * Counts this attempt and refuses it with 429 when it must wait (docs/sign-in-throttling.md):
   * - one address against one account: `loginPairMaxFailures` failures in the window;
   * - one address against any accounts: `loginAddressMaxFailures`, unless she has signed in from it before;
   * - one account from many addresses: past `loginMaxFailures`, a delay that doubles with each failure,
   *   but only for an address that has been failing and that she has not signed in from. The owner at a
   *   clean or known address is never held back by what others do.
   * Addresses count by their network (network-key.ts: an IPv6 client's /64). Answers the attempt's id:
   * it stays a failure unless the password turns out right.
   */
  async function admitAttempt(account: string, userId: number | null, address: string, device: string | null): Promise<number> {
    const windowMs = config.loginWindowSeconds * 1000;
    const since = new Date(nowMs() - windowMs);
    const network = networkKey(address);
    // From a browser she signed in on before, her tries count by themselves (the device stands for the
    // address): the pair limit holds her to 5 guesses there, and nothing others do refuses her.
    const seen = await repo.recordAttempt(account, device ? `device:${device}` : network, now(), since);
    const refuse = async (retryAt: number) => {
      await repo.forgetAttempt(seen.id);
      throw tooMany(retryAt);
    };
    if (seen.pair.n >= config.loginPairMaxFailures) await refuse((seen.pair.oldest?.getTime() ?? nowMs()) + windowMs);
    const addressFailing = seen.address.n > 0;
    const accountHot = seen.account.n >= config.loginMaxFailures;
    const addressOver = seen.address.n >= config.loginAddressMaxFailures;
    if (!addressOver && !(addressFailing && accountHot)) return seen.id;
    const known =
      device !== null ||
      (userId !== null &&
        (await repo.addressesSignedInFrom(userId, new Date(nowMs() - KNOWN_ADDRESS_MS))).some((a) => networkKey(a) === network));
    if (known) return seen.id;
    if (addressOver) await refuse((seen.address.oldest?.getTime() ?? nowMs()) + windowMs);
    const delayMs = Math.min(windowMs, 1000 * 2 ** (seen.account.n - config.loginMaxFailures));
    const retryAt = (seen.account.latest?.getTime() ?? 0) + delayMs;
    if (retryAt > nowMs()) await refuse(retryAt);
    return seen.id;
  }

  return {
    profileOf,
    forgetProfile,

    async login(input: LoginInput, address: string, userAgent?: string): Promise<LoginOutput> {
      const login = input.username.toLowerCase();
      const user = await repo.findByLogin(login);
      // Failures count against the account whichever of its names was typed (username or e-mail),
      // so that each name does not get its own allowance; an unknown name is counted as typed.
      const account = user ? `user:${user.id}` : `login:${login}`;
      // Hers among the browser's tokens (a shared browser keeps one per account signed in on it).
      const token = user
        ? input.device
            ?.split(DEVICE_TOKEN_SEPARATOR)
            .slice(0, DEVICE_TOKENS_KEPT)
            .find((t) => deviceOf(config.jwtSecret, t, user.id) !== null)
        : undefined;
      const device = token && user ? deviceOf(config.jwtSecret, token, user.id) : null;
      await admitAttempt(account, user?.id ?? null, address, device);
      const ok = user?.isActive
        ? await verifyPassword(user.passwordHash, input.password)
        : (await verifyPassword(await dummyHash(), input.password), false);
      // The attempt was recorded as a failure; a right password takes it back with the others.
      if (!user || !ok) throw new AppError('INVALID_CREDENTIALS');
      const familyId = randomUUID();
      const at = now();
      // Only while the password just checked is still hers and the account still on (found by an audit:
      // a reset, a change or a switch-off landing during the check revoked the sign-ins of that moment,
      // and this one, made just after, survived it). A stale password is a wrong one, and stays a failure.
      const created = await repo.createFamilyIfCurrent(
        { id: familyId, userId: user.id, passwordHash: user.passwordHash },
        at,
        new Date(at.getTime() + config.refreshTokenTtl * 1000),
        address,
        agentOf(userAgent),
      );
      if (!created) throw new AppError('INVALID_CREDENTIALS');
      await repo.clearFailures(account);
      return {
        ...(await issuePair(user, familyId)),
        user: await profileOf(user),
        device: token ?? issueDeviceToken(config.jwtSecret, user.id),
      };
    },

    /**
     * Rotates a refresh token into its one successor (tokens.successorOf). A spent one revokes its whole
     * family, unless it comes back within REFRESH_REUSE_GRACE_MS while its successor is still unused: a
     * browser that left the page while its refresh was answered never stored the answer, and is given
     * the same successor again (docs/decisions.md).
     */
    async refresh(token: string, address?: string, userAgent?: string): Promise<TokenPair> {
      const tokenHash = hashRefreshToken(token);
      const successor = successorOf(config.jwtSecret, token);
      let familyId = await repo.spendRefreshToken(tokenHash, now());
      if (!familyId) {
        const known = await repo.findRefreshToken(tokenHash);
        if (!known) throw new AppError('INVALID_REFRESH');
        // Spent by another instance, on its clock: one a little ahead of this one makes the age
        // negative, which is no reuse (found by an audit: a few ms of skew signed people out).
        const spentAgo = nowMs() - (known.usedAt?.getTime() ?? 0);
        const next = await repo.findRefreshToken(hashRefreshToken(successor));
        if (Math.abs(spentAgo) > REFRESH_REUSE_GRACE_MS || next?.usedAt) {
          await revoke(known.familyId, 'reuse');
          throw new AppError('REFRESH_REUSED');
        }
        familyId = known.familyId;
      }
      const family = await repo.findFamily(familyId);
      if (!family || family.revokedAt || family.expiresAt.getTime() <= nowMs()) throw new AppError('INVALID_REFRESH');
      const user = await repo.findById(family.userId);
      if (!user?.isActive) throw new AppError('INVALID_REFRESH');
      if (address !== undefined) await repo.touchFamily(familyId, now(), address, agentOf(userAgent));
      return issuePair(user, familyId, successor);
    },

    /** Ends the caller's sign-in: every refresh token of the family stops working. */
    async logout(caller: Caller) {
      await revoke(caller.familyId, 'logout');
    },

    /** The caller's profile and badge: asked by every page, answered from memory while nothing changed. */
    async me(caller: Caller): Promise<Profile> {
      const user = await profileRow(caller.id);
      if (!user) throw new AppError('UNAUTHENTICATED');
      return profileOf(user);
    },

    /**
     * Changes the caller's password: the current one must match (wrong guesses are throttled per
     * user, apart from the sign-in throttle), the new one must not be common or the same. On success
     * every other sign-in of hers ends; this one stays.
     */
    async changePassword(caller: Caller, input: ChangePasswordInput) {
      // Only she can try (she is signed in): a plain limit on her own account, wherever she types.
      const key = `password:${caller.id}`;
      const windowMs = config.loginWindowSeconds * 1000;
      const seen = await repo.recordAttempt(key, '', now(), new Date(nowMs() - windowMs));
      if (seen.account.n >= config.loginMaxFailures) {
        await repo.forgetAttempt(seen.id);
        throw tooMany(
          (seen.pair.oldest?.getTime() ?? nowMs()) + windowMs,
          '비밀번호 확인 시도가 너무 많습니다. 잠시 후 다시 시도해 주세요.',
        );
      }
      const user = await repo.findById(caller.id);
      if (!user?.isActive) throw new AppError('UNAUTHENTICATED');
      const currentOk = await verifyPassword(user.passwordHash, input.currentPassword);
      const fieldErrors: Record<string, string[]> = {};
      if (!currentOk) fieldErrors.currentPassword = ['현재 비밀번호가 올바르지 않습니다.'];
      if (isCommonPassword(input.newPassword)) fieldErrors.newPassword = ['너무 흔한 비밀번호입니다. 다른 비밀번호를 입력해 주세요.'];
      else if (input.newPassword === input.currentPassword) fieldErrors.newPassword = ['현재 비밀번호와 다른 비밀번호를 입력해 주세요.'];
      // Her own account's words are the first an attacker tries (NIST SP 800-63B, context-specific words).
      else if (input.newPassword.toLowerCase().includes(user.username.toLowerCase()))
        fieldErrors.newPassword = ['아이디가 들어간 비밀번호는 쓸 수 없습니다. 다른 비밀번호를 입력해 주세요.'];
      if (!currentOk) throw new AppError('WRONG_CURRENT_PASSWORD', undefined, fieldErrors);
      await repo.forgetAttempt(seen.id);
      if (Object.keys(fieldErrors).length) throw new AppError('BAD_REQUEST', undefined, fieldErrors);
      // Also ends a one-time password's hold on her (mustChangePassword).
      await repo.updatePasswordHash(user.id, await hashPassword(input.newPassword));
      forgetProfile(user.id);
      await repo.clearFailures(key);
      await repo.revokeUserFamilies(user.id, 'password-change', caller.familyId);
      await families.revokedUser(repo.db, user.id, caller.familyId);
    },

    /** Her sign-ins alive now, as her device list shows them; the caller's own is marked current. */
    async devices(caller: Caller): Promise<SignedInDevices> {
      const rows = await repo.liveFamilies(caller.id, now());
      return {
        results: rows.map((f) => ({
          id: f.id,
          device: deviceName(f.userAgent),
          signedInAt: f.createdAt.toISOString(),
          lastUsedAt: (f.lastUsedAt ?? f.createdAt).toISOString(),
          address: f.lastAddress ?? f.address ?? null,
          current: f.id === caller.familyId,
        })),
      };
    },

    /** Ends one of her sign-ins at once (its next refresh fails); another person's, or a dead one, is not found. */
    async signOutDevice(caller: Caller, familyId: string) {
      if (!UUID.test(familyId)) throw new AppError('NOT_FOUND');
      const id = familyId.toLowerCase();
      if (!(await repo.revokeFamilyOf(id, caller.id, 'device-sign-out', now()))) throw new AppError('NOT_FOUND');
      await families.revokedFamily(repo.db, id);
    },

    /** Ends every sign-in of hers but this one. */
    async signOutOtherDevices(caller: Caller) {
      await repo.revokeUserFamilies(caller.id, 'device-sign-out', caller.familyId);
      await families.revokedUser(repo.db, caller.id, caller.familyId);
    },

    /**
     * Ends every sign-in of a person at once (the console's deactivation and password reset): her
     * refresh tokens stop working and every instance refuses her access tokens from the next request.
     */
    async endAllSignIns(userId: number, reason: 'deactivated' | 'password-reset') {
      await repo.revokeUserFamilies(userId, reason);
      await families.revokedUser(repo.db, userId, null);
    },

    async sendErpRefresh(caller: Caller) {
      await repo.recordErpRefresh(caller.id);
    },

    /** Whether a sign-in is alive now, asked of the database. */
    async isSignedIn(familyId: string): Promise<boolean> {
      return !!(await repo.activeFamily(familyId, now()));
    },

    /**
     * The caller of a bearer token, or null without one; a revoked or expired sign-in is refused. A
     * person still on a one-time password is marked (the router lets her change it and little else).
     */
    async authenticate(authorization: string | undefined): Promise<Caller | null> {
      if (!authorization) return null;
      const [scheme, token] = authorization.split(' ');
      if (scheme?.toLowerCase() !== 'bearer' || !token) throw new AppError('UNAUTHENTICATED');
      const caller = await verifyAccessToken(config.jwtSecret, token, now());
      const at = now();
      if (families.isAlive(caller.familyId, at.getTime())) return withPasswordHold(caller);
      const readAt = families.epoch();
      const family = await repo.activeFamily(caller.familyId, at);
      if (!family) throw new AppError('UNAUTHENTICATED');
      families.remember(caller.familyId, family.userId, family.expiresAt.getTime(), readAt, at.getTime());
      return withPasswordHold(caller);
    },
  };
}
export type AccountsService = ReturnType<typeof accountsService>;
