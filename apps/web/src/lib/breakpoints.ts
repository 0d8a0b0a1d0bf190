/** The spec's breakpoints, widest first (section 9). */
export const BREAKPOINTS = [1440, 1200, 1080, 768, 600, 438, 375, 360] as const;
