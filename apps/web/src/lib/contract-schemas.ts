/**
 * The contract's validation schemas, loaded the first time a form checks itself: they bring zod with
 * them, which pages that only show records should not download. Forms call `preloadSchemas()` on mount.
 */
let loading: Promise<typeof import('@portal/contract')> | null = null;

export const loadSchemas = () => (loading ??= import('@portal/contract'));

export function preloadSchemas() {
  void loadSchemas().catch(() => {
    // Offline: the next check tries again.
    loading = null;
  });
}
