import rule from "../../src/rules/no-explicit-exit.js";
import { runRule } from "./tester.js";

runRule("no-explicit-exit", rule, {
  valid: [
    "gg.session.finish('done');",
    "const process = { exit() {} };\nprocess.exit(1);",
    "function f(process) { process.exit(); }",
    "const o = { exit: 1 };\no.exit;",
    "function exit() {}\nexit();",
    "process.env;",
    "const quit = () => 0;\nquit();",
    "job.exit();",
    "process.exitCode;",
    { code: "declare const Deno: { exit(code: number): never };\nDeno.exit(0);", ts: true },
  ],
  invalid: [
    { code: "process.exit(1);", errors: [{ messageId: "explicitExit", line: 1, column: 1, endColumn: 13 }] },
    { code: "process.exit();", errors: [{ messageId: "explicitExit", line: 1, column: 1 }] },
    { code: "process['exit'](0);", errors: [{ messageId: "explicitExit", line: 1, column: 1 }] },
    { code: "process.abort();", errors: [{ messageId: "explicitExit", line: 1, column: 1 }] },
    { code: "process.kill(process.pid);", errors: [{ messageId: "explicitExit", line: 1, column: 1 }] },
    { code: "process.reallyExit(3);", errors: [{ messageId: "explicitExit", line: 1, column: 1 }] },
    { code: "Deno.exit(0);", errors: [{ messageId: "explicitExit", line: 1, column: 1 }] },
    { code: "Bun.exit(0);", errors: [{ messageId: "explicitExit", line: 1, column: 1 }] },
    { code: "globalThis.process.exit(1);", errors: [{ messageId: "explicitExit", line: 1, column: 1 }] },
    { code: "const stop = process.exit;", errors: [{ messageId: "explicitExit", line: 1, column: 14 }] },
    { code: "quit();", errors: [{ messageId: "explicitExit", line: 1, column: 1, endColumn: 5 }] },
    { code: "exit(1);", errors: [{ messageId: "explicitExit", line: 1, column: 1 }] },
    { code: "globalThis.quit();", errors: [{ messageId: "explicitExit", line: 1, column: 1 }] },
    { code: "if (bad) { exit(); }\nfunction g() { process?.exit(2); }", errors: [{ messageId: "explicitExit", line: 1, column: 12 }, { messageId: "explicitExit", line: 2, column: 16 }] },
    { code: "function f(process) {}\nprocess.exit(1);", errors: [{ messageId: "explicitExit", line: 2, column: 1 }] },
  ],
});
