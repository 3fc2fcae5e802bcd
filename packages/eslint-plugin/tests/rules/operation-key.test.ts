import rule from "../../src/rules/operation-key.js";
import { runRule } from "./tester.js";

runRule("operation-key", rule, {
  valid: [
    'try {} catch (e) { if (e.operation === "read_file") {} }',
    'try {} catch (e) { if (e.code === "not_found" || e.code === "unavailable") {} }',
    'try {} catch (e) { switch (e.operation) { case "list_dir": case "stat": break; } }',
    // Not known to be a failure, and not a gg name: someone else's `operation`/`code`.
    'const job = { operation: "resize", code: "ok" };\nif (job.operation === "resize" || job.code === "ok") {}',
    'if (response.code === "E_TIMEOUT") {}',
    'try {} catch (e) { if (e.operation === key) {} }',
    'try {} catch (e) { if (e.operation < "z") {} }',
    'try {} catch (e) { if (e.message === "readFile") {} }',
    { code: 'function f(e: gg.Failure) { return e.operation === "grep"; }', ts: true },
  ],
  invalid: [
    {
      code: 'try {} catch (e) { if (e.operation === "readFile") {} }',
      output: 'try {} catch (e) { if (e.operation === "read_file") {} }',
      errors: [{ messageId: "spellingNotKey", line: 1, column: 40, endColumn: 50 }],
    },
    {
      code: "try {} catch (e) { if (e.operation === 'files.read_file') {} }",
      output: "try {} catch (e) { if (e.operation === 'read_file') {} }",
      errors: [{ messageId: "spellingNotKey", line: 1, column: 40 }],
    },
    {
      code: 'try {} catch (e) { if ("gg.files.listDir" !== e.operation) {} }',
      output: 'try {} catch (e) { if ("list_dir" !== e.operation) {} }',
      errors: [{ messageId: "spellingNotKey", line: 1, column: 24 }],
    },
    {
      // A spelling is recognised wherever `.operation` is compared: it can only mean the gg operation.
      code: "if (err.operation == `files.readFile`) {}",
      output: "if (err.operation == `read_file`) {}",
      errors: [{ messageId: "spellingNotKey", line: 1, column: 22 }],
    },
    {
      code: 'try {} catch (e) { switch (e.operation) { case "readFile": break; case "files.glob": break; case "stat": break; } }',
      output: 'try {} catch (e) { switch (e.operation) { case "read_file": break; case "glob": break; case "stat": break; } }',
      errors: [{ messageId: "spellingNotKey", line: 1, column: 48 }, { messageId: "spellingNotKey", line: 1, column: 72 }],
    },
    {
      // The key is already a label of this switch: fixing the spelling would make its branch take the key's cases and
      // leave the right branch dead. A suggestion only; the label with no twin is still fixed.
      code: 'try {} catch (e) { switch (e.operation) { case "readFile": a(); break; case "read_file": b(); break; case "files.glob": c(); } }',
      output: 'try {} catch (e) { switch (e.operation) { case "readFile": a(); break; case "read_file": b(); break; case "glob": c(); } }',
      errors: [
        { messageId: "spellingNotKey", line: 1, column: 48, suggestions: [{ messageId: "replace", output: 'try {} catch (e) { switch (e.operation) { case "read_file": a(); break; case "read_file": b(); break; case "files.glob": c(); } }' }] },
        { messageId: "spellingNotKey", line: 1, column: 107 },
      ],
    },
    {
      // Two spellings of one key in one switch: neither is fixed on its own.
      code: 'try {} catch (e) { switch (e.operation) { case "readFile": break; case "files.read_file": break; } }',
      output: null,
      errors: [
        { messageId: "spellingNotKey", line: 1, column: 48, suggestions: [{ messageId: "replace", output: 'try {} catch (e) { switch (e.operation) { case "read_file": break; case "files.read_file": break; } }' }] },
        { messageId: "spellingNotKey", line: 1, column: 72, suggestions: [{ messageId: "replace", output: 'try {} catch (e) { switch (e.operation) { case "readFile": break; case "read_file": break; } }' }] },
      ],
    },
    {
      // The same in an if/else-if chain on the same expression.
      code: 'try {} catch (e) { if (e.operation === "readFile") a(); else if (e.operation === "read_file") b(); }',
      output: null,
      errors: [{ messageId: "spellingNotKey", line: 1, column: 40, suggestions: [{ messageId: "replace", output: 'try {} catch (e) { if (e.operation === "read_file") a(); else if (e.operation === "read_file") b(); }' }] }],
    },
    {
      // A `?:` chain, a nested switch and two separate ifs on the same failure: each may be the branch that handles the
      // key today, so the spelling is only suggested.
      code: 'try {} catch (e) { const n = e.operation === "readFile" ? 1 : e.operation === "read_file" ? 2 : 3; }',
      output: null,
      errors: [{ messageId: "spellingNotKey", line: 1, column: 46, suggestions: [{ messageId: "replace", output: 'try {} catch (e) { const n = e.operation === "read_file" ? 1 : e.operation === "read_file" ? 2 : 3; }' }] }],
    },
    {
      code: 'try {} catch (e) { switch (e.operation) { case "gg.files.readFile": a(); break; default: switch (e.operation) { case "read_file": b(); } } }',
      output: null,
      errors: [{ messageId: "spellingNotKey", line: 1, column: 48, suggestions: [{ messageId: "replace", output: 'try {} catch (e) { switch (e.operation) { case "read_file": a(); break; default: switch (e.operation) { case "read_file": b(); } } }' }] }],
    },
    {
      code: 'try {} catch (e) { if (e.operation === "readFile") a();\nif (e.operation === "read_file") b(); }',
      output: null,
      errors: [{ messageId: "spellingNotKey", line: 1, column: 40, suggestions: [{ messageId: "replace", output: 'try {} catch (e) { if (e.operation === "read_file") a();\nif (e.operation === "read_file") b(); }' }] }],
    },
    {
      // Another catch clause's failure is another value: no clash.
      code: 'try {} catch (e) { if (e.operation === "readFile") a(); }\ntry {} catch (e) { if (e.operation === "read_file") b(); }',
      output: 'try {} catch (e) { if (e.operation === "read_file") a(); }\ntry {} catch (e) { if (e.operation === "read_file") b(); }',
      errors: [{ messageId: "spellingNotKey", line: 1, column: 40 }],
    },
    {
      // A chain on another expression is no clash.
      code: 'try {} catch (e) { if (e.operation === "readFile") a(); else if (f.operation === "read_file") b(); }',
      output: 'try {} catch (e) { if (e.operation === "read_file") a(); else if (f.operation === "read_file") b(); }',
      errors: [{ messageId: "spellingNotKey", line: 1, column: 40 }],
    },
    {
      code: 'try {} catch (e) { if (e?.operation === "readFile") {} }',
      output: 'try {} catch (e) { if (e?.operation === "read_file") {} }',
      errors: [{ messageId: "spellingNotKey", line: 1, column: 41 }],
    },
    {
      code: 'try {} catch (e) { if (e.operation === "read_fle") {} }',
      errors: [{ messageId: "unknownKey", line: 1, column: 40, suggestions: [{ messageId: "replace", output: 'try {} catch (e) { if (e.operation === "read_file") {} }' }] }],
    },
    {
      code: 'try {} catch (e) { if (e.operation === "teleport") {} }',
      errors: [{
        messageId: "unknownKey", line: 1, column: 40, suggestions: [],
        data: {
          value: "teleport",
          didYouMean: '; the operation keys are `"read_file"`, `"list_dir"`, `"stat"`, `"glob"`, `"grep"`, `"write_file"`, `"edit_file"`, `"delete_file"`, `"open_file"`, `"show_diff"`, `"run"`, `"fetch"`, … (25 in all).',
        },
      }],
    },
    {
      code: 'try {} catch (e) { if (e.code === "notfound") {} }',
      errors: [{ messageId: "unknownCode", line: 1, column: 35, suggestions: [{ messageId: "replace", output: 'try {} catch (e) { if (e.code === "not_found") {} }' }] }],
    },
    {
      code: 'try {} catch (e) { if (e.code === "ENOENT") {} }',
      errors: [{ messageId: "unknownCode", line: 1, column: 35, suggestions: [] }],
    },
    {
      // Known a failure through `instanceof` on the way.
      code: 'import { Failure } from "gg";\nfunction f(x) { if (x instanceof Failure && x.code === "refused") {} }',
      errors: [{ messageId: "unknownCode", line: 2, column: 56, suggestions: [] }],
    },
    {
      code: 'function f(x) { if (x instanceof gg.Failure) { if (x.operation === "teleport") {} } }',
      errors: [{ messageId: "unknownKey", line: 1, column: 68, suggestions: [] }],
    },
    {
      code: 'import * as g from "gg";\nconst k = (x) => x instanceof g.Failure ? x.code === "gone" : false;',
      errors: [{ messageId: "unknownCode", line: 2, column: 54, suggestions: [] }],
    },
    {
      ts: true,
      code: 'function f(e: gg.Failure) { return e.operation === "teleport"; }',
      errors: [{ messageId: "unknownKey", line: 1, column: 52, suggestions: [] }],
    },
    {
      ts: true,
      code: 'import { Failure } from "gg";\nfunction f(e: Failure) { return e.code === "nope"; }',
      errors: [{ messageId: "unknownCode", line: 2, column: 44, suggestions: [] }],
    },
  ],
});
