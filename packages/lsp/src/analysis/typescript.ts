/**
 * The TypeScript compiler, loaded with `require` as the checker loads it: an ES `import` of the 9 MB CommonJS file
 * makes Node scan it for ES syntax and named exports before running it, about twice the time. Types come from
 * `import type ts from "typescript"` where they are needed.
 */
import { createRequire } from "node:module";
import type TS from "typescript";

const ts: typeof TS = createRequire(import.meta.url)("typescript") as typeof TS;
export default ts;
