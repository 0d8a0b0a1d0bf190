/**
 * The page's first script: how far the phone's clock is from the server's, from the moment the server drew
 * the page (`serverNowMs`), kept as `__portalSkewMs` for contract dates' `clockNow`. Under a minute it is
 * the network's delay or the clocks' small drift, and counts as none.
 */
export const clockSkewScript = (serverNowMs: number) =>
  `(function(d){window.__portalSkewMs=Math.abs(d)>6e4?d:0})(${Math.round(serverNowMs)}-Date.now())`;
