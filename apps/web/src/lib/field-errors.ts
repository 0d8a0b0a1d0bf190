export type FieldErrors = Record<string, string[]>;

type Issue = { path: readonly PropertyKey[]; message: string };

/**
 * The field a message belongs to: an item of a list belongs to the list's field
 * (`scores.math.wrongQuestions.3` -> `scores.math.wrongQuestions`).
 */
export const fieldOf = (path: string) => path.replace(/(\.\d+)+$/, '');

/** Zod issues (or the server's fieldErrors) keyed by field, without repeats. */
export function collectErrors(issues: readonly Issue[] | FieldErrors): FieldErrors {
  const out: FieldErrors = {};
  const add = (path: string, message: string) => {
    const list = (out[fieldOf(path) || '_'] ??= []);
    if (!list.includes(message)) list.push(message);
  };
  if (Array.isArray(issues)) for (const i of issues as readonly Issue[]) add(i.path.map(String).join('.'), i.message);
  else for (const [path, messages] of Object.entries(issues as FieldErrors)) for (const m of messages) add(path, m);
  return out;
}

/** Both sets of messages, field by field. */
export function mergeErrors(a: FieldErrors, b: FieldErrors): FieldErrors {
  const out: FieldErrors = { ...a };
  for (const [k, v] of Object.entries(b)) out[k] = [...new Set([...(out[k] ?? []), ...v])];
  return out;
}
