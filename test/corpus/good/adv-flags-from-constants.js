// good: every profiling flag is computed from constants the guest fixes (an empty argv, a config list, a spread default)
const argv = typeof process !== "undefined" ? process.argv.slice(2) : [];
const CONFIG = { sections: ["authors", "todos"], top: 5 };
const DEFAULTS = { profile: false, limit: 20 };
const options = { ...DEFAULTS, limit: 10 };
const { verbose = false } = typeof process !== "undefined" ? { verbose: argv.includes("-v") } : {};

const timing = argv.includes("--profile") || CONFIG.sections.includes("timing") || options.profile;
if (timing) console.time("report");
const todos = gg.files.grep("TODO").slice(0, options.limit);
if (verbose) console.table(todos);
console.log(`${todos.length} TODO markers`);
if (timing) console.timeEnd("report");
