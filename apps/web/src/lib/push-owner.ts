/**
 * Who turned push on in this browser (her user id), kept in `localStorage` across sign-outs: when
 * she signs in here again, the shell registers the browser's subscription for her again
 * (`renewThisDevice`), since the server forgets a subscription once the sign-in it was made in ends.
 * Someone else signing in on the same device gets nothing of it: push stays off for her until she
 * turns it on. Read by `renewPushLater` (lib/live-effects.ts) before any push code is loaded.
 */
const KEY = 'portal.push-owner';

export function pushOwner(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** Whether `userId` (the profile's id) is who turned push on here. */
export function isPushOwner(userId: number | null | undefined): boolean {
  return userId != null && pushOwner() === String(userId);
}

export function setPushOwner(userId: number | null) {
  try {
    if (userId != null) localStorage.setItem(KEY, String(userId));
    else localStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode): push just is not renewed by itself after a sign-in.
  }
}
