// broken [GG1012]: the overrides are written by computed keys straight into the frozen defaults, which refuse any write
import { files } from "gg";

const DEFAULTS = Object.freeze({ pattern: "**/*.md", limit: 20 });

function options(overrides) {
  const opts = DEFAULTS;
  for (const [key, value] of Object.entries(overrides)) opts[key] = value;
  return opts;
}

const opts = options({ limit: 5 });
console.log(files.glob(opts.pattern).slice(0, opts.limit));
