/**
 * What the API writes about an unexpected error. A database error's message carries the failed SQL with
 * its bound parameters (a password hash, a name, a memo) or the value that failed, and anyone signed out
 * can provoke one: the log keeps the error's class, the database's SQLSTATE and constraint, and the stack's
 * frames, never the message of such an error, a body or a parameter.
 */
export type ErrorSummary = {
  type: string;
  /** PostgreSQL's five-character SQLSTATE, e.g. 22003 (numeric value out of range). */
  sqlState?: string;
  constraint?: string;
  message?: string;
  stack?: string[];
};

type DbErrorFields = { code?: unknown; constraint?: unknown; severity?: unknown };

/** The database error in an error's cause chain (node-postgres and PGlite both answer SQLSTATE as `code`). */
function databaseErrorIn(e: unknown): DbErrorFields | null {
  for (let cur = e, depth = 0; cur && typeof cur === 'object' && depth < 5; depth++) {
    const fields = cur as DbErrorFields & { cause?: unknown };
    if (typeof fields.code === 'string' && /^[0-9A-Z]{5}$/.test(fields.code) && 'severity' in fields) return fields;
    cur = fields.cause;
  }
  return null;
}

export function describeError(e: unknown): ErrorSummary {
  if (!(e instanceof Error)) return { type: typeof e };
  const db = databaseErrorIn(e);
  const fromDatabase = db !== null || e.name === 'DrizzleQueryError' || 'params' in e;
  return {
    type: e.constructor?.name && e.constructor.name !== 'Error' ? e.constructor.name : e.name,
    ...(db ? { sqlState: db.code as string } : {}),
    ...(db && typeof db.constraint === 'string' ? { constraint: db.constraint } : {}),
    ...(fromDatabase ? {} : { message: e.message.slice(0, 300) }),
    // Frames only: the stack's first lines repeat the message.
    stack: (e.stack ?? '')
      .split('\n')
      .filter((line) => /^\s+at /.test(line))
      .slice(0, 12)
      .map((line) => line.trim()),
  };
}

/**
 * At most `perMinute` error lines a minute: a flood of bad requests must not flood the log (or the disk).
 * The first line after a quiet spell says how many were left out.
 */
export function errorLogBudget({ perMinute = 20, now = Date.now }: { perMinute?: number; now?: () => number } = {}) {
  let windowStart = -Infinity;
  let used = 0;
  let suppressed = 0;
  return function take(): { allowed: false } | { allowed: true; suppressed: number } {
    const t = now();
    if (t - windowStart >= 60_000) {
      windowStart = t;
      used = 0;
    }
    if (used >= perMinute) {
      suppressed++;
      return { allowed: false };
    }
    used++;
    const left = suppressed;
    suppressed = 0;
    return { allowed: true, suppressed: left };
  };
}
