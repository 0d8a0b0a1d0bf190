import { personInput } from '@portal/contract';
import { peopleCategoryLabels } from '@portal/contract/people-labels';
import type { Db } from '../../db/client';
import { hashPassword } from '../accounts/passwords';
import { familyCache } from '../accounts/family-cache';
import { accountsRepository } from '../accounts/repository';
import { peopleRepository } from './repository';
import { oneTimePassword } from './service';

export type AdminProvided = { created: boolean; username: string; name: string; oneTimePassword: string };

/** Refused as asked: the message says what to do, in Korean (the command prints it as it is). */
export class AdminRefused extends Error {}

/**
 * `npm run admin -- <아이디> [이름]`: the way in for a new centre (without the demo, on PostgreSQL no
 * account exists, and only an admin can make one) and for an office whose admins all forgot their
 * passwords. A new username makes an admin account; an admin's username gives her a new one-time
 * password, switches her account back on and ends her sign-ins. Either way she changes the password
 * at her first sign-in, as anyone given one by the console does.
 */
export async function provideAdmin(db: Db, args: { username?: string; name?: string }): Promise<AdminProvided> {
  const username = personInput.shape.username.safeParse(args.username ?? '');
  if (!username.success) throw new AdminRefused(username.error.issues[0]!.message);
  const people = peopleRepository(db);
  const [found] = await people.byUsernames([username.data]);
  const password = oneTimePassword();
  const hash = await hashPassword(password);
  if (found) {
    if (found.category !== 'admin')
      throw new AdminRefused(
        `이미 ${peopleCategoryLabels[found.category]} ${found.name}님이 쓰는 아이디입니다(${username.data}). 관리자에게는 다른 아이디를 골라 주세요.`,
      );
    // On her page's history, by the command line (no one signed in).
    await people.setOneTimePassword(found.id, hash, { actorId: null });
    await people.setActive(found.id, true);
    await accountsRepository(db).revokeUserFamilies(found.id, 'password-reset');
    // Servers running on the same database forget her sign-ins at once.
    await familyCache({}).revokedUser(db, found.id, null);
    return { created: false, username: username.data, name: found.name, oneTimePassword: password };
  }
  const name = personInput.shape.name.safeParse(args.name ?? '');
  if (!name.success) throw new AdminRefused(`새 관리자의 이름도 적어 주세요. 예: npm run admin -- ${username.data} 홍길동`);
  await people.create('admin', { username: username.data, name: name.data, email: null, phone: null }, hash, { actorId: null });
  return { created: true, username: username.data, name: name.data, oneTimePassword: password };
}
