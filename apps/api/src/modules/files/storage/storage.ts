import type { Readable } from 'node:stream';

/**
 * Where the bytes of uploaded files live. Keys are made by the server (`<purpose>/<uuid>`), never
 * taken from a request. Both directions stream: nothing holds a whole file in memory.
 */
export type FileStorage = {
  readonly kind: 'disk' | 's3';
  /** Writes the stream under `key`; when the stream fails, nothing is left under `key`. */
  put: (key: string, body: Readable, contentType?: string) => Promise<void>;
  /** The bytes under `key`, or null when there are none. */
  get: (key: string) => Promise<Readable | null>;
  /** Removes `key`; removing what is not there is not an error. */
  remove: (key: string) => Promise<void>;
  /** Called when the API stops (a temporary folder is removed then). */
  close?: () => Promise<void>;
};

const KEY = /^[a-z][a-z-]*\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Refuses any key the server did not make (a last line against a path that escapes the folder). */
export function checkKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
  return key;
}
