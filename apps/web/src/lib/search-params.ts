/** A page's search parameters, as Next.js hands them to a server page. */
export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** One search parameter as a string (the first when repeated); undefined when absent. */
export async function searchParam(params: SearchParams, name: string): Promise<string | undefined> {
  const v = (await params)[name];
  return Array.isArray(v) ? v[0] : v;
}
