// broken [GG1003]: a `declare const` read as a value too: it exists for the checker, not when the program runs
import { files } from "gg";

declare const defaults: { readonly pattern: string; readonly limit: number };
type Options = typeof defaults;

const options: Options = { pattern: defaults.pattern, limit: 3 };
console.log(files.glob(options.pattern).slice(0, options.limit).join("\n"));
