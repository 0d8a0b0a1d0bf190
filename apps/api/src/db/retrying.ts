/** A PostgreSQL error's SQLSTATE (drizzle wraps the driver's error as its cause). */
export function pgCode(e: unknown): string | undefined {
  const err = e as { code?: unknown; cause?: { code?: unknown } };
  const code = typeof err?.code === 'string' ? err.code : err?.cause?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * Deadlocks and serialisation failures are the database asking to try again: the work (a whole
 * transaction) is repeated. Two transactions that each tell people live (their live-stream rows) and
 * touch the same alarms or jobs can meet in either order: a notice deleted while its alarms were being
 * delivered answered 500 on PostgreSQL, one time in three.
 */
export async function retrying<T>(work: () => Promise<T>, attempts = 4): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await work();
    } catch (e) {
      const code = pgCode(e);
      if (i >= attempts || (code !== '40P01' && code !== '40001')) throw e;
    }
  }
}
