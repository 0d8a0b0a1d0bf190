/** A page's search parameters, as Next.js hands them to a server page. */
export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** One search parameter as a string (the first when repeated); undefined when absent. */
export async function searchParam(params: SearchParams, name: string): Promise<string | undefined> {
  const v = (await params)[name];
  return Array.isArray(v) ? v[0] : v;
}

/** A choice a page keeps in its address (`useUrlChoice`), read by its server page: `fallback` when absent or refused. */
export async function searchChoice<T extends string>(
  params: SearchParams,
  name: string,
  valid: (raw: string) => raw is T,
  fallback: T,
): Promise<T> {
  const raw = await searchParam(params, name);
  return raw !== undefined && valid(raw) ? raw : fallback;
}

/** A search typed into a list's box, `max` characters at most, as a page's address may hold it (`useUrlChoice`). */
export const searchTextUpTo =
  (max: number) =>
  (raw: string): raw is string =>
    raw.length <= max;

/** A search of 50 characters at most (notices, the library). */
export const isSearchText = searchTextUpTo(50);

/** A value of a fixed list, or the list's 'all', as a page's address may hold it (`useUrlChoice`). */
export const oneOf =
  <T extends string>(values: readonly T[]) =>
  (raw: string): raw is T =>
    (values as readonly string[]).includes(raw);
