import rule from "../../src/rules/no-explicit-exit.js";
import { runRule } from "./tester.js";

/** The suggestion that replaces `statement` in `code` with a throw naming `call`. */
function throwing(code: string, statement: string, call: string) {
  return { messageId: "throwInstead", output: code.replace(statement, `throw new Error(${JSON.stringify(`stopped: ${call}`)});`) };
}

/** A case whose one finding is a top-level exit statement (the last statement of `code`): a throw is suggested. */
function top(code: string, line: number, column: number, endColumn?: number) {
  const statement = code.slice(code.lastIndexOf("\n") + 1);
  const error = { messageId: "explicitExit", line, column, suggestions: [throwing(code, statement, statement.slice(0, -1))] };
  return { code, errors: [endColumn === undefined ? error : { ...error, endColumn }] };
}

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
    top("process.exit(1);", 1, 1, 13),
    top("process.exit();", 1, 1),
    top("process['exit'](0);", 1, 1),
    top("process.abort();", 1, 1),
    top("process.kill(process.pid);", 1, 1),
    top("process.reallyExit(3);", 1, 1),
    top("Deno.exit(0);", 1, 1),
    top("Bun.exit(0);", 1, 1),
    top("globalThis.process.exit(1);", 1, 1),
    // Not a statement of its own: no statement can take its place.
    { code: "const stop = process.exit;", errors: [{ messageId: "explicitExit", line: 1, column: 14, suggestions: [] }] },
    { code: "const run = () => process.exit(1);", errors: [{ messageId: "explicitExit", line: 1, column: 19, suggestions: [] }] },
    top("quit();", 1, 1, 5),
    top("exit(1);", 1, 1),
    top("globalThis.quit();", 1, 1),
    {
      code: "if (bad) { exit(); }\nfunction g() { process?.exit(2); }",
      errors: [
        { messageId: "explicitExit", line: 1, column: 12, suggestions: [throwing("if (bad) { exit(); }\nfunction g() { process?.exit(2); }", "exit();", "exit()")] },
        {
          messageId: "explicitExit", line: 2, column: 16,
          suggestions: [
            { messageId: "returnInstead", output: "if (bad) { exit(); }\nfunction g() { return; }" },
            throwing("if (bad) { exit(); }\nfunction g() { process?.exit(2); }", "process?.exit(2);", "process?.exit(2)"),
          ],
        },
      ],
    },
    {
      // A class static block is no function: `return` is not a statement there.
      code: "class C { static { quit(); } }",
      errors: [{ messageId: "explicitExit", line: 1, column: 20, suggestions: [throwing("class C { static { quit(); } }", "quit();", "quit()")] }],
    },
    top("function f(process) {}\nprocess.exit(1);", 2, 1),
  ],
});
