/**
 * The flags every Chromium the tests and benchmarks start takes on these machines (env's machine notes):
 * no sandbox (root), no GPU, and none of the browser's own traffic, which the closed network refuses.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
