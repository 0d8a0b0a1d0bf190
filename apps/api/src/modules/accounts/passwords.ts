import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id; the package's enum is a const enum that isolated modules cannot read.
const ARGON2ID = 2;

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane.
const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Hashes a password with argon2id. */
export const hashPassword = (password: string) => hash(password, options);

/** Checks a password against an argon2 hash; a malformed hash counts as a mismatch. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;
/** A hash to verify against when the account does not exist, so both answers take the same time. */
export const dummyHash = () => (dummy ??= hashPassword('not-a-real-password-0000'));
