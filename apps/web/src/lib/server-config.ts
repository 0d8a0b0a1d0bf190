import 'server-only';

/** The portal's server-side settings, read once from the environment. */
function read() {
  const env = process.env;
  const apiPort = env.API_PORT || '4000';
  return {
    /** Where the portal's server reaches the API (never shown to the browser). */
    apiInternalUrl: (env.API_INTERNAL_URL || `http://127.0.0.1:${apiPort}`).replace(/\/$/, ''),
    /** Where the browser reaches the API: the portal's own /backend unless a separate origin is set. */
    apiPublicUrl: (env.API_PUBLIC_URL || '/backend').replace(/\/$/, ''),
    /** LUMINA's address; none until the centre sets it (the handoff hands her access token to it). */
    luminaUrl: env.LUMINA_URL || '',
  };
}

export const serverConfig = read();

/** What the browser may know: no secret ever goes in here. */
export type PublicConfig = { apiBaseUrl: string; luminaUrl: string };
export const publicConfig: PublicConfig = { apiBaseUrl: serverConfig.apiPublicUrl, luminaUrl: serverConfig.luminaUrl };
