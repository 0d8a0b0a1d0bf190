/** Who people are and the password rules, without any schema (`@portal/contract/accounts-labels`). */

/** Who a person is in the centre. */
export const userCategories = ['student', 'parent', 'teacher', 'admin'] as const;
export type UserCategory = (typeof userCategories)[number];

/** Who works for the centre: teachers and the operator. */
export const STAFF = ['teacher', 'admin'] as const satisfies readonly UserCategory[];

/** ASVS V2.1: at least 8 characters, at least 64 allowed (we allow 128), no composition rules. */
export const PASSWORD_MIN_LENGTH = 8;

export const PASSWORD_MAX_LENGTH = 128;
