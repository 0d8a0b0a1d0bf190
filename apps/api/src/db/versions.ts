import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * The condition that a row is still at the version an edit was made from (contract `editVersion`, its
 * `updated_at` as the client read it, to the millisecond a JSON date keeps); none when the client sent
 * no version. An update under it that changes no row, while the row is there, is an edit conflict.
 */
export const atVersion = (updatedAt: AnyColumn, basedOn: string | undefined): SQL | undefined =>
  basedOn === undefined ? undefined : sql`date_trunc('milliseconds', ${updatedAt}) = ${basedOn}::timestamptz`;
