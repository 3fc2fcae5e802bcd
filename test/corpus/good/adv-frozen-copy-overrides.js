// good: overrides are written into a copy of the frozen defaults, never into the frozen table itself
import { files } from "gg";

const DEFAULTS = Object.freeze({ pattern: "**/*.md", limit: 20 });

function options(overrides) {
  const opts = { ...DEFAULTS };
  for (const [key, value] of Object.entries(overrides)) opts[key] = value;
  return opts;
}

const opts = options({ limit: 5 });
console.log(files.glob(opts.pattern).slice(0, opts.limit));
