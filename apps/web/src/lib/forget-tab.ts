/**
 * What this tab kept of her goes when she signs out on purpose: unsaved drafts (a counselling note, an
 * inquiry, a phone typed for a new account) and the addresses of her lists with their searches, which
 * stayed in sessionStorage on a shared PC after 로그아웃 (an audit). A session that ran out keeps them
 * (lib/api.ts forceSignOut): she signs in again to the drafts she was writing. Both ways of signing
 * herself out call this (the profile card, and this device on the security page).
 */
export function forgetTab(): void {
  try {
    sessionStorage.clear();
  } catch {
    // Storage refused (a private window's quota): nothing was kept either.
  }
}
