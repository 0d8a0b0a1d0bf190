import { routeOf, routes, type RouteEntry } from './routes';

// The drawer's and side bar's entries, apart from the route table (lib/routes.ts) that every page's
// header loads: only the menus read them, and their code loads when they are opened or shown.

export const drawerEntries: readonly RouteEntry[] = routes.filter((e) => e.index);

/** A drawer entry is highlighted when the current page belongs to any route of its section. */
export function isSectionActive(entry: RouteEntry, pathname: string): boolean {
  return routeOf(pathname)?.section === entry.section;
}
