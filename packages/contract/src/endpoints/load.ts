/**
 * The contract's schemas behind a dynamic import: `schemas: load((s) => ({ body: s.thing, response: s.thing }))`.
 * The import resolves once and is shared by every endpoint; the web loads it only when a form or the
 * API needs a schema, never for a plain call.
 */
export type ContractSchemas = typeof import('../index');

export const load =
  <T>(pick: (s: ContractSchemas) => T) =>
  (): Promise<T> =>
    import('../index').then(pick);
