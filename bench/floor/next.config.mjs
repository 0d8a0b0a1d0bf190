import path from 'node:path';

// The options of apps/web/next.config.ts that change what a page sends; nothing else.
export default {
  reactStrictMode: true,
  poweredByHeader: false,
  typescript: { ignoreBuildErrors: true },
  // The installed next lives in the repository's node_modules, above this folder.
  turbopack: { root: path.resolve(import.meta.dirname, '../..') },
};
