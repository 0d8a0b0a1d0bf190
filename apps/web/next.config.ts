import type { NextConfig } from 'next';
import { SECURITY_HEADERS } from './security-headers.mjs';

const config: NextConfig = {
  reactStrictMode: true,
  // `BUNDLE_MAPS=1`: a build with browser source maps in .next-maps, to see what a page's JS is made of
  // (bench/ measures the sizes; this tells which modules they come from).
  ...(process.env.BUNDLE_MAPS === '1' ? { productionBrowserSourceMaps: true, distDir: '.next-maps' } : {}),
  poweredByHeader: false,
  // CSS grouped per route ('graph'), and a page's CSS written into its HTML instead of linked: its first
  // paint waits for no stylesheet request (server.mjs gives the inlined <style> the CSP nonce; Next's
  // compression must stay on for that, see style-nonce.mjs). Pages reached in the app still link theirs.
  // Turbopack's chunker told that a request costs more than its default (200 KB of source): a page's
  // first scripts come in 6-8 files instead of 8-11, 1-2 KB smaller (docs/decisions.md).
  experimental: { cssChunking: 'graph', inlineCss: true, turbopackChunking: { requestCost: 10_000_000, minChunkSize: 200_000 } },
  // The API's paths end in a slash (`/accounts/me/`); /backend/ must forward them as they are.
  skipTrailingSlashRedirect: true,
  transpilePackages: ['@portal/contract'],
  // `npm run typecheck` checks the whole workspace once (tests included); the build need not repeat it.
  typescript: { ignoreBuildErrors: true },
  // Spec section 9: image widths and quality.
  images: {
    deviceSizes: [600, 768, 1080, 1200, 1920],
    imageSizes: [16, 32, 48, 64, 96, 128, 256, 384],
    qualities: [75],
  },
  async redirects() {
    return [
      { source: '/reservation/gym', destination: '/reservation/eym', permanent: true },
      { source: '/services/diet', destination: '/fd', permanent: true },
      // The address people guess (an operator told a family "포털/login"): the spec's sign-in page.
      { source: '/login', destination: '/sign/login', permanent: true },
    ];
  },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: SECURITY_HEADERS,
      },
      {
        // The service worker: browsers look for a new one on each visit (scripts/build-sw.mjs writes it at each build).
        source: '/sw.js',
        headers: [{ key: 'Cache-Control', value: 'no-cache' }],
      },
      {
        // Pretendard (scripts/copy-fonts.mjs): the folder's name carries the package's version, so its files never change.
        source: '/fonts/:path*',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
      },
    ];
  },
};

export default config;
