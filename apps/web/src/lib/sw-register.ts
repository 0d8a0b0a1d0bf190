/**
 * The service worker's registration, as a few bytes of inline script in the root layout (nonced):
 * no file joins any route's first-load JS. It waits for the page's load and then for idle, so the
 * worker's install (and its precache downloads) never competes with the page itself.
 */
export const SW_REGISTER_SCRIPT =
  "if('serviceWorker'in navigator)addEventListener('load',function(){(self.requestIdleCallback||setTimeout)(function(){navigator.serviceWorker.register('/sw.js',{scope:'/'})['catch'](function(){})},{timeout:4000})})";
