/** The flags every Chromium the tests and benchmarks start takes (chromium-flags.mjs). */
export const CHROMIUM_FLAGS: readonly string[];
