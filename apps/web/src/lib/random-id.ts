const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Largest multiple of 62 below 256: bytes at or above it are redrawn so every letter is equally likely. */
const LIMIT = 256 - (256 % ALPHABET.length);

/** A random id of letters and digits from the Web Crypto generator (default length 10). */
export function randomId(length = 10): string {
  if (!Number.isInteger(length) || length < 1) throw new RangeError(`randomId: length must be a positive integer, got ${length}`);
  let id = '';
  const bytes = new Uint8Array(length * 2);
  while (id.length < length) {
    globalThis.crypto.getRandomValues(bytes);
    for (const byte of bytes) {
      if (byte >= LIMIT) continue;
      id += ALPHABET[byte % ALPHABET.length];
      if (id.length === length) break;
    }
  }
  return id;
}
