export type Device = 'android' | 'ios' | 'PC';

/**
 * Which kind of device a user agent belongs to. iPadOS Safari sends a desktop macOS user agent;
 * pass `maxTouchPoints` (navigator.maxTouchPoints) to count a touch "Mac" as ios.
 */
export function detectDevice(userAgent: string, maxTouchPoints = 0): Device {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  if (/macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'ios';
  return 'PC';
}

/** detectDevice for the running browser; 'PC' on the server. */
export function currentDevice(): Device {
  if (typeof navigator === 'undefined') return 'PC';
  return detectDevice(navigator.userAgent, navigator.maxTouchPoints ?? 0);
}
