/**
 * The TypeScript compiler, loaded with `require`. An ES `import` of `typescript` (a CommonJS file in a package with
 * no "type") makes Node scan its 9 MB twice before running it, once for ES module syntax and once for named
 * exports; `require` runs it directly, in about half the time (measured by `pnpm bench`, figure 2). Types come from
 * `import type TS from "typescript"` where they are needed.
 */
import { createRequire } from "node:module";
import type TS from "typescript";

const ts: typeof TS = createRequire(import.meta.url)("typescript") as typeof TS;
export default ts;
