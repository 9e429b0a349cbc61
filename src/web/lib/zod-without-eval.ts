// The browser's `zod` (vite.config.ts points the browser build's imports of it here): the same
// library, told not to compile its parsers with `new Function`. The page's CSP allows no eval, and
// zod's probe for it, made as the first object schema is built, is logged as a CSP violation (an
// issue Lighthouse's best practices count). Parsing a form's few fields needs no compiled parser.
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { z, z as default } from 'zod/v4';
