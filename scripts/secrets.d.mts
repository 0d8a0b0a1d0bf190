/** The embedded default's signing secrets, kept in DATA_DIR/secrets.json (secrets.mjs). */
export function keepSecrets(dataDir: string, warn?: (message: string) => void): { jwtSecret: string; nextauthSecret: string };
