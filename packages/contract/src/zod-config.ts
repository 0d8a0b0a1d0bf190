import { config } from 'zod';

// In a browser, zod parses without compiling parsers through `new Function`: the portal's CSP refuses
// eval, and zod's probe for it, though caught, is still reported as a CSP violation. The servers keep
// the compiled parsers. Imported first by index.ts: the choice is made when an object schema is built.
if ('window' in globalThis) config({ jitless: true });
