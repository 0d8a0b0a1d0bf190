import path from 'node:path';
import { z } from 'zod';

const bool = z.enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no']).transform((v) => ['1', 'true', 'on', 'yes'].includes(v));

const envSchema = z.object({
  NODE_ENV: z.string().default('production'),
  API_HOST: z.string().default('127.0.0.1'),
  API_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  SEED_DEMO: bool.optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters'),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(1).default(600),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(14 * 24 * 3600),
  /** Failures of one account (from all addresses) after which failing addresses wait a doubling delay. */
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(10),
  /** Failures of one address against one account after which that pair waits out the window. */
  LOGIN_PAIR_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  /** Failures from one address (any accounts) after which it waits out the window, but where the owner signed in before. */
  LOGIN_ADDRESS_MAX_FAILURES: z.coerce.number().int().min(1).default(30),
  LOGIN_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(15 * 60),
  PORTAL_ORIGIN: z.string().default('http://localhost:3000'),
  CORS_ORIGINS: z.string().optional(),
  TRUST_PROXY: z.string().default('127.0.0.1,::1'),
  /** Run the background worker in this instance (off for an instance that should only answer requests). */
  JOBS_WORKER: bool.optional(),
  /** The embedded database's nightly backups kept in DATA_DIR/backups (jobs/backup.ts); 0 makes none. */
  BACKUP_DAYS: z.coerce.number().int().min(0).max(365).default(7),
  /** Where uploaded files are kept: `disk` (under DATA_DIR/files, the default) or `s3` (any S3-compatible store). */
  STORAGE_DRIVER: z.enum(['disk', 's3']).optional(),
  /** Disk driver: the folder of uploaded files (default DATA_DIR/files; a temporary folder with DATA_DIR=:memory:). */
  FILES_DIR: z.string().optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Bucket in the path (`endpoint/bucket/key`), as MinIO and most self-hosted stores want; on by default with S3_ENDPOINT. */
  S3_FORCE_PATH_STYLE: bool.optional(),
  /** The firewall allow-list file a network appliance imports (default DATA_DIR/firewall/allowlist.txt; none with DATA_DIR=:memory:). */
  FIREWALL_ALLOWLIST_FILE: z.string().optional(),
  /** Toss Payments: both keys turn the card payment on (the secret key stays on the server). */
  TOSS_CLIENT_KEY: z.string().optional(),
  TOSS_SECRET_KEY: z.string().optional(),
  /** Where the Toss API and the browser SDK are (a local stand-in in tests). */
  TOSS_API_URL: z.string().url().default('https://api.tosspayments.com'),
  TOSS_SDK_URL: z.string().url().default('https://js.tosspayments.com/v2/standard'),
  /**
   * Web push (VAPID): both keys (base64url, as `web-push generate-vapid-keys` prints them) for every
   * instance on PostgreSQL; the embedded default generates a pair once into DATA_DIR/push/vapid.json.
   */
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  /** Who runs this push sender, as the push services want it: a mailto: or https: address. */
  VAPID_SUBJECT: z.string().optional(),
  /** Tests only: accept push subscriptions whose endpoint is plain http:// (a local push service). */
  PUSH_ALLOW_INSECURE_ENDPOINTS: bool.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/**
 * Where the API reads the time: token expiry, sign-in throttling, "today" of bookings and plans, the
 * demo seed. Production uses the system clock; tests pass one they can move (no waiting on the wall).
 */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

export type Config = {
  env: string;
  host: string;
  port: number;
  database: { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string; schema?: string };
  /** DATA_DIR, resolved (null for an in-memory database): the folder one API server holds (db/data-dir-lock). */
  dataDir: string | null;
  seedDemo: boolean;
  jwtSecret: Uint8Array;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  loginMaxFailures: number;
  loginPairMaxFailures: number;
  loginAddressMaxFailures: number;
  loginWindowSeconds: number;
  corsOrigins: string[];
  trustProxy: string[];
  logLevel: string;
  jobsWorker: boolean;
  storage: StorageConfig;
  /** What the operator should hear at start about a setting that works but is likely not what she meant. */
  warnings: string[];
  /** Where the firewall allow-list is written (null: kept in the database only). */
  firewallAllowListFile: string | null;
  /** Web push: where the VAPID keys come from, and who sends. */
  push: PushConfig;
  /** How many nightly backups of the embedded database to keep (0: none are made; PostgreSQL: none). */
  backupDays: number;
  /** Toss Payments, when both keys are set; centre billing alone otherwise. */
  toss: { clientKey: string; secretKey: string; apiUrl: string; sdkUrl: string } | null;
};

/**
 * The VAPID keys: given (the environment), kept in a file generated once (the embedded default),
 * generated for this process only (DATA_DIR=:memory:), or none (PostgreSQL without keys: web push off,
 * since instances that each made their own keys would sign for different subscriptions).
 */
export type PushConfig = {
  keys: { kind: 'given'; publicKey: string; privateKey: string } | { kind: 'file'; path: string } | { kind: 'memory' } | { kind: 'none' };
  subject: string;
  allowInsecureEndpoints: boolean;
};

function pushOf(e: z.infer<typeof envSchema>, postgres: boolean): PushConfig {
  if (!!e.VAPID_PUBLIC_KEY !== !!e.VAPID_PRIVATE_KEY)
    throw new Error('Invalid API configuration:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together');
  const keys: PushConfig['keys'] =
    e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
      ? { kind: 'given', publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
      : e.DATA_DIR === ':memory:'
        ? { kind: 'memory' }
        : postgres
          ? { kind: 'none' }
          : { kind: 'file', path: path.resolve(e.DATA_DIR, 'push', 'vapid.json') };
  const subject = e.VAPID_SUBJECT ?? (/^https:\/\//.test(e.PORTAL_ORIGIN) ? e.PORTAL_ORIGIN : 'mailto:webmaster@example.com');
  return { keys, subject, allowInsecureEndpoints: e.PUSH_ALLOW_INSECURE_ENDPOINTS ?? false };
}

/** Where uploaded files live. `dir: null` is a temporary folder made at start (an in-memory database). */
export type StorageConfig =
  | { kind: 'disk'; dir: string | null }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      endpoint?: string;
      forcePathStyle: boolean;
      credentials?: { accessKeyId: string; secretAccessKey: string };
    };

function storageOf(e: z.infer<typeof envSchema>): StorageConfig {
  const driver = e.STORAGE_DRIVER ?? (e.S3_BUCKET ? 's3' : 'disk');
  // S3 meant but its bucket left out (or misspelt): files went to the local disk without a word (an audit).
  if (driver === 'disk' && !e.STORAGE_DRIVER && (e.S3_ENDPOINT || e.S3_ACCESS_KEY_ID || e.S3_SECRET_ACCESS_KEY))
    throw new Error(
      'Invalid API configuration:\n  S3_BUCKET: S3 저장소를 쓰려면 S3_BUCKET도 주세요 (로컬 디스크를 쓰려면 STORAGE_DRIVER=disk)',
    );
  if (driver === 'disk') {
    const dir = e.FILES_DIR ?? (e.DATA_DIR === ':memory:' ? null : path.join(e.DATA_DIR, 'files'));
    return { kind: 'disk', dir: dir ? path.resolve(dir) : null };
  }
  if (!e.S3_BUCKET) throw new Error('Invalid API configuration:\n  S3_BUCKET: required with STORAGE_DRIVER=s3');
  if (!!e.S3_ACCESS_KEY_ID !== !!e.S3_SECRET_ACCESS_KEY)
    throw new Error('Invalid API configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  return {
    kind: 's3',
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT,
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? !!e.S3_ENDPOINT,
    // Without keys the SDK's own chain (instance role, AWS_* variables) is used.
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
  };
}

function warningsOf(e: z.infer<typeof envSchema>): string[] {
  const warnings: string[] = [];
  // Found by a scale-out audit: with two servers, a file uploaded through one was 404 on the other.
  if (e.DATABASE_URL && !e.STORAGE_DRIVER && !e.S3_BUCKET && !e.FILES_DIR)
    warnings.push(
      '올린 파일을 이 서버의 디스크(DATA_DIR/files)에 둡니다. API 서버가 여러 대라면 S3_BUCKET으로 공유 저장소를 지정해 주세요. ' +
        '한 대뿐이라면 STORAGE_DRIVER=disk로 이 안내를 끌 수 있습니다 (docs/files.md).',
    );
  return warnings;
}

/** Parses the environment once; nothing else in the API reads process.env. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid API configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const database: Config['database'] = e.DATABASE_URL
    ? { kind: 'postgres', url: e.DATABASE_URL }
    : { kind: 'pglite', dataDir: e.DATA_DIR === ':memory:' ? null : path.resolve(e.DATA_DIR, 'pgdata') };
  return {
    env: e.NODE_ENV,
    host: e.API_HOST,
    port: e.API_PORT,
    database,
    dataDir: e.DATA_DIR === ':memory:' ? null : path.resolve(e.DATA_DIR),
    seedDemo: e.SEED_DEMO ?? database.kind === 'pglite',
    jwtSecret: new TextEncoder().encode(e.JWT_SECRET),
    accessTokenTtl: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtl: e.REFRESH_TOKEN_TTL_SECONDS,
    loginMaxFailures: e.LOGIN_MAX_FAILURES,
    loginPairMaxFailures: e.LOGIN_PAIR_MAX_FAILURES,
    loginAddressMaxFailures: e.LOGIN_ADDRESS_MAX_FAILURES,
    loginWindowSeconds: e.LOGIN_WINDOW_SECONDS,
    corsOrigins: e.CORS_ORIGINS
      ? e.CORS_ORIGINS.split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : [],
    trustProxy: e.TRUST_PROXY.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    logLevel: e.LOG_LEVEL,
    jobsWorker: e.JOBS_WORKER ?? true,
    backupDays: database.kind === 'pglite' && e.DATA_DIR !== ':memory:' ? e.BACKUP_DAYS : 0,
    storage: storageOf(e),
    warnings: warningsOf(e),
    firewallAllowListFile: e.FIREWALL_ALLOWLIST_FILE
      ? path.resolve(e.FIREWALL_ALLOWLIST_FILE)
      : e.DATA_DIR === ':memory:'
        ? null
        : path.resolve(e.DATA_DIR, 'firewall', 'allowlist.txt'),
    push: pushOf(e, database.kind === 'postgres'),
    toss:
      e.TOSS_CLIENT_KEY && e.TOSS_SECRET_KEY
        ? { clientKey: e.TOSS_CLIENT_KEY, secretKey: e.TOSS_SECRET_KEY, apiUrl: e.TOSS_API_URL, sdkUrl: e.TOSS_SDK_URL }
        : null,
  };
}
