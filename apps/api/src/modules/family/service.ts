import { AppError } from '../../http/errors';
import type { Caller } from '../../http/route';
import type { FamilyRepository } from './repository';

/**
 * Which student a caller may act on, checked in one place for every module:
 * a student only herself; a parent only a linked child (her first when none is named);
 * staff any student they name. Anything else answers 404, never someone else's data.
 */
export function familyService(repo: FamilyRepository) {
  async function studentScope(caller: Caller, requested?: number | null): Promise<number> {
    switch (caller.category) {
      case 'student':
        if (requested != null && requested !== caller.id) throw new AppError('NOT_FOUND');
        return caller.id;
      case 'parent': {
        if (requested == null) {
          const [first] = await repo.childrenOf(caller.id);
          if (!first) throw new AppError('NOT_FOUND');
          return first.id;
        }
        if (!(await repo.isLinked(caller.id, requested))) throw new AppError('NOT_FOUND');
        return requested;
      }
      default: {
        if (requested == null || !(await repo.findStudent(requested))) throw new AppError('NOT_FOUND');
        return requested;
      }
    }
  }

  return {
    studentScope,

    /**
     * As `studentScope`, to start something new for her (a purchase, a chat room): refused when her
     * account is switched off, she having left (her parent bought for her onto the invoice, and opened
     * rooms about her that waited for a teacher: a regression hunt). Her history stays readable.
     */
    async actingFor(caller: Caller, requested?: number | null, message?: string): Promise<number> {
      const id = await studentScope(caller, requested);
      if (caller.category !== 'student' && !(await repo.isActiveStudent(id))) throw new AppError('STUDENT_LEFT', message);
      return id;
    },

    /** The students a caller can switch between: herself, or a parent's linked children. */
    async switchable(caller: Caller) {
      if (caller.category === 'parent') return repo.childrenOf(caller.id);
      if (caller.category === 'student') {
        const me = await repo.findStudent(caller.id);
        return me ? [me] : [];
      }
      return [];
    },

    parentsOf: (studentId: number) => repo.parentsOf(studentId),
    /** A parent's linked children (switched off or not). */
    childrenOf: async (parentId: number) => (await repo.childrenOf(parentId)).map((c) => c.id),
    nameOf: (userId: number) => repo.nameOf(userId),

    /** Her linked parents whose account is on (who can pay what she asks them to). */
    activeParentsOf: (studentId: number) => repo.activeParentsOf(studentId),

    /** Of these students, those with a linked parent whose account is on. */
    withActiveParent: (studentIds: number[]) => repo.withActiveParent(studentIds),

    /** The names of each student's linked parents, for staff lists. */
    parentNames: (studentIds: number[]) => repo.parentNames(studentIds),
  };
}
export type FamilyService = ReturnType<typeof familyService>;
