// good: the environment falls back to an empty object where there is no process, so its CI branches never run
const env = globalThis.process?.env ?? {};
const isNode = typeof globalThis.process?.versions?.node === "string";

if (env.CI === "true") console.group("ci");
if (env.GITHUB_STEP_SUMMARY !== undefined) require("fs").appendFileSync(env.GITHUB_STEP_SUMMARY, "done\n");
if ("RUNNER_DEBUG" in env) console.table([env.RUNNER_DEBUG]);
if (isNode) require("os");
gg.session.reportProgress(`${gg.files.glob("**/*.test.js").length} test files`);
