// The page's CSS is inlined into its HTML (`experimental.inlineCss`): the first paint needs no
// stylesheet request, a whole round trip sooner on a slow network (docs/decisions.md). React writes
// the inlined CSS as `<style data-precedence=…>` without the CSP nonce Next gives it (Next hands React
// the nonce for scripts only), and the policy lets a <style> element in only with that nonce. So the
// portal's server adds the response's nonce to those tags on their way out, before compression.

const OPEN = Buffer.from('<style data-precedence="');

/**
 * A filter over the bytes of one HTML response: `push` returns what can be sent now, with the nonce
 * added to each `<style data-precedence="` (the start of such a tag at the end of a chunk is held back
 * until the next one), `flush` what is still held at the end.
 * @param {string} nonce
 */
export function styleNoncer(nonce) {
  const withNonce = Buffer.from(`<style nonce="${nonce}" data-precedence="`);
  let held = Buffer.alloc(0);
  return {
    /** @param {Buffer} chunk */
    push(chunk) {
      const data = held.length ? Buffer.concat([held, chunk]) : chunk;
      const parts = [];
      let from = 0;
      for (let at = data.indexOf(OPEN); at !== -1; at = data.indexOf(OPEN, from)) {
        parts.push(data.subarray(from, at), withNonce);
        from = at + OPEN.length;
      }
      let keep = Math.min(OPEN.length - 1, data.length - from);
      while (keep > 0 && !data.subarray(data.length - keep).equals(OPEN.subarray(0, keep))) keep--;
      parts.push(data.subarray(from, data.length - keep));
      held = Buffer.from(data.subarray(data.length - keep));
      // Most chunks (the RSC payload after the head) hold no tag: sent as they came, not copied.
      return parts.length === 1 ? parts[0] : Buffer.concat(parts);
    },
    flush() {
      const rest = held;
      held = Buffer.alloc(0);
      return rest;
    },
  };
}

/** @param {unknown} chunk @param {unknown} encoding */
const bytesOf = (chunk, encoding) =>
  typeof chunk === 'string'
    ? Buffer.from(chunk, /** @type {BufferEncoding} */ (typeof encoding === 'string' ? encoding : 'utf8'))
    : Buffer.isBuffer(chunk)
      ? chunk
      : Buffer.from(/** @type {Uint8Array} */ (chunk));

/**
 * Passes the HTML Next writes to `res` through `styleNoncer` before Next's compression sees it.
 * Next's compression replaces `res.write` and `res.end` with its own (which send the compressed bytes
 * through the methods they replaced); once replaced, Next's writes reach a wrapper that adds the nonce
 * and hands them on. Only responses whose Content-Type is HTML and whose Content-Security-Policy names
 * a nonce are changed. Call before handing `res` to Next.
 * @param {import('node:http').ServerResponse} res
 */
export function addStyleNonces(res) {
  /** @type {ReturnType<typeof styleNoncer> | null | undefined} */
  let noncer;
  const noncerFor = () => {
    if (noncer === undefined) {
      const html = String(res.getHeader('content-type') ?? '').startsWith('text/html');
      const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(String(res.getHeader('content-security-policy') ?? ''))?.[1];
      noncer = html && nonce ? styleNoncer(nonce) : null;
    }
    return noncer;
  };
  for (const name of /** @type {const} */ (['write', 'end'])) {
    const own = res[name];
    /** @type {Function} */
    let exposed = own;
    Object.defineProperty(res, name, {
      configurable: true,
      get: () => exposed,
      /** @param {Function} fn */
      set(fn) {
        exposed =
          fn === own
            ? fn
            : /** @this {unknown} @param {unknown[]} args */
              function (...args) {
                const n = noncerFor();
                if (!n) return fn.apply(this, args);
                const callback = args.find((a) => typeof a === 'function');
                const chunk = typeof args[0] === 'function' ? undefined : args[0];
                const encoding = typeof args[1] === 'function' ? undefined : args[1];
                let out = chunk == null ? Buffer.alloc(0) : n.push(bytesOf(chunk, encoding));
                if (name === 'end') out = Buffer.concat([out, n.flush()]);
                return callback ? fn.call(this, out, callback) : fn.call(this, out);
              };
      },
    });
  }
}
