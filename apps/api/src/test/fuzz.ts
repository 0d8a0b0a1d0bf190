// Malformed requests built from the contract's declarations, for `http/fuzz.test.ts`: a seeded PRNG,
// a walk of each zod schema to a plausible value (so that one malformed field is not hidden behind
// others the schema refuses first), and malformed substitutes for every kind of field, path segment,
// query value, body and content type. Everything here is deterministic given the seed.
import type { AnyEndpoint, EndpointSchemas } from '@portal/contract/endpoints';
import type { z } from 'zod';

// ─── Seeded randomness ───────────────────────────────────────────────────────────────────────────

export type Rng = {
  next: () => number;
  int: (n: number) => number;
  pick: <T>(list: readonly T[]) => T;
  chance: (p: number) => boolean;
};

/** mulberry32: tiny and the same on every machine, so a seed replays the same inputs. */
export function rngOf(seed: number): Rng {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return { next, int, pick: (list) => list[int(list.length)]!, chance: (p) => next() < p };
}

/** FNV-1a: gives each endpoint and caller a stream of its own from one seed (a filtered run replays it). */
export function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

// ─── Schemas ─────────────────────────────────────────────────────────────────────────────────────

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  entries?: Record<string, string | number>;
  options?: readonly z.ZodType[];
  values?: readonly unknown[];
};
const defOf = (s: z.ZodType) => s._zod.def as unknown as Def;
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional', 'pipe']);

/** The schema under optional, nullable, default and transform wrappers. */
function unwrap(s: z.ZodType): z.ZodType {
  let d = defOf(s);
  while (WRAPPERS.has(d.type)) {
    s = (d.type === 'pipe' ? d.in : d.innerType)!;
    d = defOf(s);
  }
  return s;
}

const accepts = (s: z.ZodType, value: unknown) => s.safeParse(value).success;

/** What a field holds, as far as choosing malformed values goes. */
export type Kind = 'object' | 'array' | 'number' | 'boolean' | 'enum' | 'date' | 'datetime' | 'time' | 'uuid' | 'text' | 'other';

/** Valid strings of each shape, near the real clock (bookings and requests must lie ahead). */
export type Samples = { date: string[]; time: string[]; datetime: string[]; uuid: string[]; text: string[] };

export function samplesAt(now: Date): Samples {
  const ahead = (days: number) => new Date(now.getTime() + days * 86_400_000);
  const days = [1, 2, 3, 5, 8, 13];
  return {
    date: days.map((d) => ahead(d).toISOString().slice(0, 10)),
    time: ['09:00', '12:30', '18:40', '21:10'],
    datetime: [0.5, ...days].map((d) => ahead(d).toISOString()),
    uuid: ['3f2b8f4e-5c1d-4a7e-9b6f-2d8c1e0a7b35'],
    text: ['점검', '오늘 확인했습니다.', 'abc-123_xyz'],
  };
}

function kindOf(schema: z.ZodType, samples: Samples): Kind {
  const s = unwrap(schema);
  const type = defOf(s).type;
  if (type === 'object' || type === 'array' || type === 'number' || type === 'boolean' || type === 'enum') return type;
  if (type === 'literal') return 'enum';
  if (type !== 'string') return 'other';
  // Free text takes a date too; a date field takes no free text.
  if (samples.text.some((v) => accepts(s, v))) return 'text';
  for (const kind of ['date', 'datetime', 'time', 'uuid'] as const) if (samples[kind].some((v) => accepts(s, v))) return kind;
  return 'text';
}

/**
 * Schemas none of whose tries found a value it accepts (a field no sample fits, such as a push key of
 * 80-100 base64url characters), per set of samples: asked again, they get one try. The retries of an
 * object inside an object multiply (40 x 40 for each case of push.subscribe: 13 s of the file's 45).
 * Judged on a stream of their own, so a run filtered to one endpoint still replays the same calls.
 */
const hopelessOf = new WeakMap<Samples, WeakMap<z.ZodType, boolean>>();

function hopeless(schema: z.ZodType, samples: Samples, make: (rng: Rng) => unknown, n: number): boolean {
  let known = hopelessOf.get(samples);
  if (!known) hopelessOf.set(samples, (known = new WeakMap()));
  let answer = known.get(schema);
  if (answer === undefined) {
    const own = rngOf(0x5eed);
    answer = true;
    for (let i = 0; i < n && answer; i++) if (accepts(schema, make(own))) answer = false;
    known.set(schema, answer);
  }
  return answer;
}

/** A value the schema accepts when one is easy to find (a few tries for cross-field rules), else a close one. */
function plausible(schema: z.ZodType, rng: Rng, samples: Samples): unknown {
  const d = defOf(schema);
  const tries = (make: (rng: Rng) => unknown, n: number) => {
    let first: unknown;
    const limit = hopeless(schema, samples, make, n) ? 1 : n;
    for (let i = 0; i < limit; i++) {
      const value = make(rng);
      if (accepts(schema, value)) return value;
      if (i === 0) first = value;
    }
    return first;
  };
  switch (d.type) {
    case 'optional':
    case 'default':
    case 'prefault':
      return rng.chance(0.75) ? plausible(d.innerType!, rng, samples) : undefined;
    case 'nullable':
      return rng.chance(0.8) ? plausible(d.innerType!, rng, samples) : null;
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return plausible(d.innerType!, rng, samples);
    case 'pipe':
      return plausible(d.in!, rng, samples);
    case 'object':
      return tries((r) => {
        const out: Record<string, unknown> = {};
        for (const [key, field] of Object.entries(d.shape!)) {
          const value = plausible(field, r, samples);
          if (value !== undefined) out[key] = value;
        }
        return out;
      }, 40);
    case 'array':
      return tries((r) => Array.from({ length: r.int(3) }, () => plausible(d.element!, r, samples)), 10);
    case 'string': {
      const kind = kindOf(schema, samples);
      const ok = (kind in samples ? samples[kind as keyof Samples] : samples.text).filter((v) => accepts(schema, v));
      return ok.length ? rng.pick(ok) : 'abc';
    }
    case 'number': {
      const ok = [1, 2, 3, 5, 10, 30].filter((v) => accepts(schema, v));
      return ok.length ? rng.pick(ok) : 1;
    }
    case 'boolean':
      return rng.chance(0.5);
    case 'enum':
      return rng.pick(Object.values(d.entries!));
    case 'literal':
      return d.values![0];
    case 'union':
      return plausible(rng.pick(d.options!), rng, samples);
    case 'record':
      return {};
    default:
      return null;
  }
}

type Path = (string | number)[];
type Field = { path: Path; schema: z.ZodType };

/** Every field of a body (and every element present in its arrays), with its schema. */
function fieldsOf(schema: z.ZodType, value: unknown, path: Path = []): Field[] {
  const s = unwrap(schema);
  const d = defOf(s);
  const out: Field[] = path.length ? [{ path, schema }] : [];
  if (d.type === 'object') {
    const v = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
    for (const [key, field] of Object.entries(d.shape!)) out.push(...fieldsOf(field, v[key], [...path, key]));
  } else if (d.type === 'array') {
    const v = Array.isArray(value) ? value : [];
    for (let i = 0; i < Math.max(1, v.length); i++) out.push(...fieldsOf(d.element!, v[i], [...path, i]));
  }
  return out;
}

function setAt(root: unknown, path: Path, value: unknown, remove = false): unknown {
  if (!path.length) return value;
  const container: Record<string | number, unknown> = (root && typeof root === 'object' ? root : {}) as Record<string | number, unknown>;
  const [head, ...rest] = path;
  if (!rest.length) {
    if (remove) delete container[head!];
    else container[head!] = value;
    return container;
  }
  container[head!] = setAt(container[head!], rest, value, remove);
  return container;
}

// ─── Malformed values ────────────────────────────────────────────────────────────────────────────

/** A JSON number written as it is (1e400, 9007199254740993, -0): JSON.stringify cannot write these. */
type Raw = { raw: string };
const raw = (text: string): Raw => ({ raw: text });
const isRaw = (v: unknown): v is Raw => !!v && typeof v === 'object' && 'raw' in v && Object.keys(v).length === 1;

const deep = (depth: number): unknown => {
  let v: unknown = [];
  for (let i = 0; i < depth; i++) v = [v];
  return v;
};

const NUL_TEXTS = ['\u0000', 'a\u0000b', '점검\u0000', '\u0000'.repeat(50)];
const BAD_TEXTS = [
  ...NUL_TEXTS,
  '\ud800',
  'a\udc00b',
  '\udfff\ud800',
  '점검\ud83d',
  'x'.repeat(100_000),
  '',
  ' ',
  '\t\n\r',
  '😀'.repeat(40),
  '\u202e\u0301',
  "' OR 1=1 --",
  '%_\\',
  '<script>alert(1)</script>',
];
const BAD_NUMBERS: unknown[] = [
  2147483648,
  -1,
  1.5,
  0,
  2147483647,
  -2147483649,
  4294967296,
  raw('9007199254740993'),
  1e308,
  -1e308,
  raw('1e400'),
  raw('-1e400'),
  raw('-0'),
  5e-324,
  '1',
  '',
];
const BAD_DATES = [
  '0000-01-01',
  '2026-02-30',
  '9999-12-31',
  '0000-02-29',
  '+020000-01-01',
  '-000001-01-01',
  '0001-01-01',
  '1899-12-31',
  '3000-01-01',
  '2026-13-01',
  '2026-1-1',
  '2026-03-02\u0000',
  '2026-03-02T00:00:00Z',
];
const BAD_DATETIMES = [
  '0000-01-01T00:00:00Z',
  '0000-12-31T23:59:59+09:00',
  '0001-01-01T00:00:00+09:00',
  '9999-12-31T23:59:59Z',
  '+275760-09-13T00:00:00Z',
  '2026-02-30T10:00:00+09:00',
  '2026-03-02T24:00:00+09:00',
  '2026-03-02T10:00:00+23:59',
  '1970-01-01T00:00:00Z',
  '2026-03-02',
  '2026-03-02T10:00:00\u0000Z',
];
const BAD_TIMES = ['24:00', '23:60', '-1:00', '12:00:00', '1200', '12:00\u0000', '９:００'];
const BAD_UUIDS = ['00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff', 'not-a-uuid', 'A'.repeat(36)];
const BAD_ENUMS = ['nope', '__proto__', 'constructor', 'toString', 'x'.repeat(10_000)];
const BAD_ANY: unknown[] = [null, true, false, [], {}, [null], 'x', 0, -1, raw('1e400'), { a: { b: { c: [] } } }, deep(2000)];

/**
 * Takes the values of a list in turn (the ones that once broke come first), so that a short run
 * still meets each of them; `key` names the list.
 */
type Take = <T>(key: string, list: readonly T[]) => T;

/** Malformed JSON values for a field of `kind` (a third of the time, any kind's). */
function badValue(kind: Kind, rng: Rng, take: Take, plausibleOf: () => unknown): unknown {
  if (rng.chance(0.3)) return rng.pick([...BAD_ANY, ...BAD_TEXTS.slice(0, 6), ...BAD_NUMBERS.slice(0, 8)]);
  switch (kind) {
    case 'number':
      return take('number', BAD_NUMBERS);
    case 'boolean':
      return rng.pick(['true', 1, 0, 'yes', null]);
    case 'enum':
      return take('enum', [...BAD_ENUMS, ...NUL_TEXTS]);
    case 'date':
      return take('date', [...BAD_DATES, ...NUL_TEXTS, 20260302]);
    case 'datetime':
      return take('datetime', [...BAD_DATETIMES, ...NUL_TEXTS, 0, -8.64e15]);
    case 'time':
      return take('time', [...BAD_TIMES, ...NUL_TEXTS]);
    case 'uuid':
      return take('uuid', [...BAD_UUIDS, ...NUL_TEXTS]);
    case 'array':
      return rng.pick<unknown>([
        Array.from({ length: 5000 }, plausibleOf),
        [[[]]],
        [null, null],
        Array.from({ length: 3 }, () => rng.pick(BAD_NUMBERS)),
        Array.from({ length: 3 }, () => rng.pick(BAD_TEXTS)),
        'a,b',
        {},
      ]);
    case 'object':
      return rng.pick<unknown>([[], 'x', {}, { ['__proto__']: { admin: true } }, deep(100)]);
    default:
      return take('text', BAD_TEXTS);
  }
}

/** JSON text with the raw numbers written in place. */
export function jsonOf(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, v: unknown) => {
    if (!isRaw(v)) return v;
    raws.push(v.raw);
    return `\u0001RAW${raws.length - 1}\u0001`;
  });
  return (text ?? '').replace(/"\\u0001RAW(\d+)\\u0001"/g, (_m, i: string) => raws[Number(i)]!);
}

// Path segments and query values, already percent-encoded as they go on the wire.
const enc = encodeURIComponent;
const BAD_NUMERIC_SEGMENTS = [
  '2147483648',
  '0',
  '9007199254740993',
  '-1',
  '%00',
  '1.5',
  'abc',
  '4294967296',
  '2147483647',
  '-0',
  '99999999999999999999999',
  '1e400',
  '1e3',
  '1.5',
  '0x10',
  '+1',
  '%201',
  'Infinity',
  'NaN',
  'null',
  '1%00',
  '%',
  '%E0%A4%A',
  '%ED%A0%80',
  '%FF',
  'a'.repeat(5000),
  enc('１２'),
  enc('한글'),
];
const BAD_TEXT_SEGMENTS = ['%00', 'a%00b', '%ED%A0%80', '%FF%FE', '%', '%25', enc('%_\\'), enc("'"), enc('x'.repeat(3000)), enc('😀')];
const BAD_DATE_SEGMENTS = [...BAD_DATES.map(enc), '%00', '2026-03-02%00', 'today', '%'];
const BAD_UUID_SEGMENTS = [...BAD_UUIDS.map(enc), '3f2b8f4e-5c1d-4a7e-9b6f-2d8c1e0a7b35%00', '%00', '%', '1', '2147483648'];
const BAD_ENUM_SEGMENTS = [...BAD_ENUMS.slice(0, 4), '%00', '%', 'computer%00', enc('x'.repeat(3000))];

function badSegment(kind: Kind, take: Take): string {
  switch (kind) {
    case 'number':
      return take('number segment', BAD_NUMERIC_SEGMENTS);
    case 'date':
      return take('date segment', BAD_DATE_SEGMENTS);
    case 'uuid':
      return take('uuid segment', BAD_UUID_SEGMENTS);
    case 'enum':
      return take('enum segment', BAD_ENUM_SEGMENTS);
    default:
      return take('text segment', BAD_TEXT_SEGMENTS);
  }
}

// ─── Whole bodies ────────────────────────────────────────────────────────────────────────────────

type Body = string | Uint8Array;

const BAD_JSON_TEXTS = [
  '',
  ' ',
  'null',
  '[]',
  '"x"',
  '123',
  'true',
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '\u0000',
  '{"a":"\u0000"}',
  '\ufeff{}',
  'NaN',
  '1e400',
  '[' + '['.repeat(20_000),
  '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}',
];

const MULTIPART_BOUNDARY = 'fuzzBoundary7MA4YWxk';
function multipart(parts: { headers: string; content: Body }[], boundary = MULTIPART_BOUNDARY): Uint8Array {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n${p.headers}\r\n\r\n`, 'utf8'), Buffer.from(p.content), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return new Uint8Array(Buffer.concat(chunks));
}
/** Enough of a PNG for the upload's type detection. */
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108020000009077533e', 'hex');
const filePart = (filename: string, content: Body = PNG, name = 'file') => ({
  headers: `Content-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: image/png`,
  content,
});

/** Bodies an upload endpoint may meet: odd names, odd parts, and no multipart at all. */
function badUpload(rng: Rng): { body: Body; contentType?: string; what: string } {
  const mp = `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`;
  const choices: (() => { body: Body; contentType?: string; what: string })[] = [
    () => ({ body: multipart([filePart('a\u0000b.png')]), contentType: mp, what: 'file name with NUL' }),
    () => ({ body: multipart([filePart('../../etc/passwd')]), contentType: mp, what: 'file name climbing folders' }),
    () => ({ body: multipart([filePart('x'.repeat(5000) + '.png')]), contentType: mp, what: 'long file name' }),
    () => ({ body: multipart([filePart('\ud800.png')]), contentType: mp, what: 'file name with a lone surrogate' }),
    () => ({ body: multipart([filePart('empty.png', '')]), contentType: mp, what: 'empty file' }),
    () => ({ body: multipart([filePart('a.png'), filePart('b.png')]), contentType: mp, what: 'two files' }),
    () => ({
      body: multipart([{ headers: 'Content-Disposition: form-data; name="file"', content: 'not a file' }]),
      contentType: mp,
      what: 'a field instead of a file',
    }),
    () => ({
      body: multipart(Array.from({ length: 10 }, (_, i) => ({ headers: `Content-Disposition: form-data; name="f${i}"`, content: 'x' }))),
      contentType: mp,
      what: 'too many fields',
    }),
    () => ({ body: multipart([filePart('a.png')]).slice(0, 60), contentType: mp, what: 'cut-off multipart' }),
    () => ({ body: 'garbage', contentType: mp, what: 'garbage multipart' }),
    () => ({ body: multipart([filePart('a.png')]), contentType: 'multipart/form-data', what: 'multipart without boundary' }),
    () => ({
      body: multipart([filePart('a.png')], 'x'.repeat(100)),
      contentType: `multipart/form-data; boundary=${'x'.repeat(100)}`,
      what: 'long boundary',
    }),
    () => ({ body: '{"file":"x"}', contentType: 'application/json', what: 'JSON instead of multipart' }),
    () => ({ body: new Uint8Array(PNG), contentType: 'image/png', what: 'bare file body' }),
  ];
  return rng.pick(choices)();
}

/** A JSON body in the wrong clothes, or something that is not JSON at all. */
function badContent(json: string, rng: Rng): { body: Body; contentType?: string; what: string } {
  const choices: (() => { body: Body; contentType?: string; what: string })[] = [
    () => ({ body: json, contentType: 'text/plain', what: 'text/plain' }),
    () => ({ body: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded', what: 'form-urlencoded' }),
    () => ({ body: json, contentType: 'multipart/form-data', what: 'multipart without boundary' }),
    () => ({ body: 'garbage', contentType: `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`, what: 'garbage multipart' }),
    () => ({ body: multipart([filePart('a.png')]), contentType: `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`, what: 'a file' }),
    () => ({ body: json, contentType: 'application/json; charset=utf-16', what: 'utf-16 charset' }),
    () => ({ body: json, contentType: 'APPLICATION/JSON', what: 'upper-case type' }),
    () => ({ body: json, contentType: 'application/vnd.api+json', what: 'json-like type' }),
    () => ({ body: new Uint8Array([0xff, 0xfe, 0x7b, 0x00, 0x7d, 0x00]), contentType: 'application/json', what: 'utf-16 bytes' }),
    () => ({
      body: new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d]),
      contentType: 'application/json',
      what: 'invalid utf-8',
    }),
    () => ({ body: new Uint8Array(Buffer.from(json)), what: 'no content type' }),
    () => ({ body: `"${'x'.repeat(1_100_000)}"`, contentType: 'application/json', what: 'over the body limit' }),
    () => ({ body: rng.pick(BAD_JSON_TEXTS), contentType: 'application/json', what: 'malformed JSON' }),
  ];
  return rng.pick(choices)();
}

// ─── Cases ───────────────────────────────────────────────────────────────────────────────────────

/** What the generator knows of the database: ids that exist, by the path segment that names them. */
export type FuzzContext = {
  /** The student whose records the callers may see (`?studentId=`). */
  studentId: number;
  /** `{ exams: 12, plans: 3, ... }`: an existing id for `/exams/:id/` and so on. */
  knownIds: Record<string, number | string>;
  samples: Samples;
};

/** `$TOKEN` in a header stands for the caller's access token. */
export const TOKEN = '$TOKEN';

export type FuzzCase = {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: Body;
  /** What was malformed, for the failure list. */
  what: string;
};

const BAD_HEADERS: [string, string][] = [
  ['authorization', 'Bearer'],
  ['authorization', 'Bearer x.y.z'],
  ['authorization', `Bearer ${TOKEN}x`],
  ['authorization', `Bearer ${TOKEN}.x`],
  ['authorization', 'Basic YWRtaW46YWRtaW4='],
  ['authorization', `Bearer ${'a'.repeat(8000)}`],
  [
    'authorization',
    `Bearer ${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from('{"sub":"2147483648","category":"admin","fid":"x"}').toString('base64url')}.`,
  ],
  ['idempotency-key', 'short'],
  ['idempotency-key', 'x'.repeat(5000)],
  ['idempotency-key', 'ÿÿÿÿÿÿÿÿÿ'],
  ['last-event-id', '-1'],
  ['last-event-id', '9'.repeat(15)],
  ['last-event-id', '9'.repeat(40)],
  ['x-forwarded-for', 'not-an-address'],
  ['x-forwarded-for', `${'1.'.repeat(2000)}1`],
  ['x-forwarded-for', '::ffff:999.1.1.1, 10.0.0.1'],
  ['accept', 'text/event-stream'],
];

type Op = 'params' | 'query' | 'body' | 'content' | 'headers';

/** Where each list of malformed values has got to: share one between the callers of an endpoint. */
export type Sweep = Map<string, number>;

/**
 * `count` malformed calls of one endpoint. Each starts from a plausible call (existing ids, the
 * family's student, a body the schema accepts when one is easy to find) and breaks one part of it:
 * a path segment, a query value, a body field (or the whole body), the content type, or a header.
 */
export function casesFor(
  e: AnyEndpoint,
  schemas: EndpointSchemas,
  count: number,
  rng: Rng,
  ctx: FuzzContext,
  sweep: Sweep = new Map(),
): FuzzCase[] {
  const take: Take = (key, list) => {
    const i = sweep.get(key) ?? 0;
    sweep.set(key, i + 1);
    return list[i % list.length]!;
  };
  const paramShape = schemas.params ? (defOf(unwrap(schemas.params)).shape ?? {}) : {};
  const queryShape = schemas.query ? (defOf(unwrap(schemas.query)).shape ?? {}) : {};
  const hasBody = e.method !== 'GET';
  const ops: Op[] = [];
  if (Object.keys(paramShape).length) ops.push('params', 'params');
  if (Object.keys(queryShape).length) ops.push('query', 'query');
  if (hasBody) ops.push('body', 'body', 'body', 'content');
  ops.push('headers');

  const plausibleParam = (name: string, schema: z.ZodType): string => {
    if (name === 'id') {
      const segment = e.path.split('/:id/')[0]!.split('/').pop()!;
      const known = ctx.knownIds[segment];
      if (known !== undefined) return enc(String(known));
    }
    return enc(String(plausible(schema, rng, ctx.samples)));
  };
  const plausibleQuery = (name: string, schema: z.ZodType): string | undefined => {
    if (name === 'studentId') return String(ctx.studentId);
    const v = plausible(schema, rng, ctx.samples);
    return v === undefined || v === null ? undefined : enc(String(v));
  };

  const cases: FuzzCase[] = [];
  for (let i = 0; i < count; i++) {
    const op = ops[i % ops.length]!;
    // Now and then everything is malformed at once.
    const all = rng.chance(0.1);
    const what: string[] = [];

    const params: Record<string, string> = {};
    for (const [name, schema] of Object.entries(paramShape)) params[name] = plausibleParam(name, schema);
    if (op === 'params' || all) {
      const names = Object.keys(params);
      if (names.length) {
        const name = rng.pick(names);
        params[name] = badSegment(kindOf(paramShape[name]!, ctx.samples), take);
        what.push(`param ${name}`);
      }
    }
    const url = e.path.replace(/:([A-Za-z_]+)/g, (_m, name: string) => params[name] ?? '1');

    let pairs: [string, string | null][] = [];
    for (const [name, schema] of Object.entries(queryShape)) {
      const v = plausibleQuery(name, schema);
      if (v !== undefined) pairs.push([name, v]);
    }
    if (op === 'query' || all) {
      const names = Object.keys(queryShape);
      const name = names.length ? rng.pick(names) : 'x';
      const bad = badSegment(names.length ? kindOf(queryShape[name]!, ctx.samples) : 'text', take);
      const how = rng.int(7);
      if (how <= 2) pairs = [...pairs.filter(([k]) => k !== name), [name, bad]];
      else if (how === 3)
        pairs.push([name, bad]); // the key twice: an array
      else if (how === 4) pairs = [...pairs.filter(([k]) => k !== name), [name, null]];
      else if (how === 5) pairs.push([rng.pick(['__proto__', 'constructor', '', `${name}[]`, `${name}[a]`, '%00']), bad]);
      else pairs = [...pairs.filter(([k]) => k !== name), [name, '']];
      what.push(`query ${name}`);
    }
    const search = pairs.length ? '?' + pairs.map(([k, v]) => (v === null ? k : `${k}=${v}`)).join('&') : '';

    const headers: Record<string, string> = {};
    let body: Body | undefined;
    if (hasBody) {
      const bodySchema = schemas.body;
      let value = bodySchema ? plausible(bodySchema, rng, ctx.samples) : undefined;
      if ((op === 'body' || all) && e.upload) {
        const bad = badUpload(rng);
        body = bad.body;
        if (bad.contentType) headers['content-type'] = bad.contentType;
        what.push(`upload: ${bad.what}`);
      } else if (op === 'body' || all) {
        const fields = bodySchema ? fieldsOf(bodySchema, value) : [];
        const how = rng.int(10);
        if (!fields.length || how === 0) {
          body = rng.pick(BAD_JSON_TEXTS);
          what.push('whole body');
        } else {
          const field = rng.pick(fields);
          const label = field.path.join('.');
          if (how === 1) {
            value = setAt(value, field.path, undefined, true);
            what.push(`body ${label} missing`);
          } else if (how === 2) {
            value = setAt(value, [...field.path.slice(0, -1), rng.pick(['extra', '__proto__', 'constructor'])], { polluted: true });
            what.push(`body extra field beside ${label}`);
          } else {
            const bad = badValue(kindOf(field.schema, ctx.samples), rng, take, () => plausible(field.schema, rng, ctx.samples));
            value = setAt(value, field.path, bad);
            what.push(`body ${label}`);
          }
        }
      }
      if (body === undefined && value !== undefined) {
        body = jsonOf(value);
        headers['content-type'] = 'application/json';
      }
      if (op === 'content' && !all) {
        const bad = badContent(body === undefined ? '{}' : String(body), rng);
        body = bad.body;
        if (bad.contentType) headers['content-type'] = bad.contentType;
        else delete headers['content-type'];
        what.push(`content: ${bad.what}`);
      }
    }
    if (op === 'headers' || all) {
      const [name, value] = rng.pick(BAD_HEADERS);
      headers[name] = value;
      what.push(`header ${name}`);
    }
    cases.push({ method: e.method, url: url + search, headers, body, what: what.join(', ') || 'plausible' });
  }
  return cases;
}

/** A short, printable account of a body for the failure list. */
export function bodyPreview(body: Body | undefined): string {
  if (body === undefined) return '';
  const text = typeof body === 'string' ? body : Buffer.from(body).toString('latin1');
  const shown = text.length > 160 ? `${text.slice(0, 160)}…(${text.length} chars)` : text;
  return JSON.stringify(shown);
}
