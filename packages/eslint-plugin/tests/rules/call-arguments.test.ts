import rule from "../../src/rules/call-arguments.js";
import { runRule } from "./tester.js";

runRule("call-arguments", rule, {
  valid: [
    'gg.files.readFile("a");',
    "gg.files.readFile(`a${1}`);",
    "gg.files.readFile(path);",
    'gg.files.grep("x");',
    'gg.files.grep("x", { glob: "*.ts", ignoreCase: true, maxResults: 3 });',
    'gg.files.grep("x", undefined);',
    'gg.files.grep("x", { ...defaults, glob: "*" });',
    'gg.files.writeFile("a", "b");',
    'gg.files.editFile("a", [{ oldText: "x", newText: "y" }]);',
    'gg.files.editFile("a", edits);',
    "gg.views.openFile('a', 12);",
    "gg.views.openFile('a');",
    "gg.programs.history();",
    "gg.programs.history(0);",
    "gg.programs.library();",
    "gg.session.approve();",
    "gg.session.approve(null);",
    "gg.files.readFile(...args);",
    'import { files } from "gg";\nfiles.readFile("a");',
    'const files = { readFile() {} };\nfiles.readFile();',
    'function f(undefined) { gg.files.readFile(undefined); }',
    'gg.shell.run("ls", { cwd: "/", timeoutMs: 1000 });',
  ],
  invalid: [
    {
      code: "gg.files.readFile();",
      errors: [{
        messageId: "tooFew", line: 1, column: 1, endColumn: 20,
        suggestions: [{ messageId: "addMissing", data: { params: "`path`", values: '""' }, output: 'gg.files.readFile("");' }],
      }],
    },
    {
      code: 'gg.files.writeFile("a");',
      errors: [{ messageId: "tooFew", line: 1, column: 1, suggestions: [{ messageId: "addMissing", output: 'gg.files.writeFile("a", "");' }] }],
    },
    {
      // A trailing comma stays the separator; every missing required argument gets its placeholder.
      code: 'gg.files.editFile(\n  "a",\n);\ngg.files.editFile();',
      errors: [
        { messageId: "tooFew", line: 1, column: 1, suggestions: [{ messageId: "addMissing", output: 'gg.files.editFile(\n  "a",\n[]);\ngg.files.editFile();' }] },
        { messageId: "tooFew", line: 4, column: 1, suggestions: [{ messageId: "addMissing", data: { params: "`path`, `edits`", values: '"", []' }, output: 'gg.files.editFile(\n  "a",\n);\ngg.files.editFile("", []);' }] },
      ],
    },
    {
      code: 'gg.files.readFile("a", "utf8");',
      errors: [{ messageId: "tooMany", line: 1, column: 24, suggestions: [{ messageId: "removeExtra", output: 'gg.files.readFile("a");' }] }],
    },
    {
      code: 'gg.programs.library("x", 2);',
      errors: [{ messageId: "tooMany", line: 1, column: 21, suggestions: [{ messageId: "removeExtra", output: "gg.programs.library();" }] }],
    },
    {
      code: 'import { files } from "gg";\nfiles.readFile(42);',
      errors: [{ messageId: "wrongType", line: 2, column: 16, suggestions: [{ messageId: "useValue", output: 'import { files } from "gg";\nfiles.readFile("42");' }] }],
    },
    {
      code: "gg.views.openFile('a', '12');",
      errors: [{ messageId: "wrongType", line: 1, column: 24, suggestions: [{ messageId: "useValue", output: "gg.views.openFile('a', 12);" }] }],
    },
    {
      code: "gg.views.openFile('a', -1);",
      errors: [{ messageId: "wrongType", line: 1, column: 24 }],
    },
    {
      code: "gg.views.openFile('a', 1.5);",
      errors: [{ messageId: "wrongType", line: 1, column: 24 }],
    },
    {
      code: 'gg.files.grep("x", { glob: "*", maxResult: 3 });',
      errors: [{ messageId: "unknownField", line: 1, column: 33, suggestions: [{ messageId: "renameField", output: 'gg.files.grep("x", { glob: "*", maxResults: 3 });' }] }],
    },
    {
      // A field already present is not offered again; a shorthand keeps its value.
      code: 'const maxResult = 3;\ngg.files.grep("x", { maxResults: 1, maxResult });',
      errors: [{ messageId: "unknownField", line: 2, column: 37, suggestions: [] }],
    },
    {
      code: 'const maxResult = 3;\ngg.files.grep("x", { maxResult });',
      errors: [{ messageId: "unknownField", line: 2, column: 22, suggestions: [{ messageId: "renameField", output: 'const maxResult = 3;\ngg.files.grep("x", { maxResults: maxResult });' }] }],
    },
    {
      code: 'gg.files.grep("x", { ignoreCase: "true" });',
      errors: [{ messageId: "wrongType", line: 1, column: 34, suggestions: [{ messageId: "useValue", output: 'gg.files.grep("x", { ignoreCase: true });' }] }],
    },
    {
      code: 'gg.files.grep("x", { ignoreCase: "yes" });',
      errors: [{ messageId: "wrongType", line: 1, column: 34 }],
    },
    {
      code: 'gg.files.grep("x", "*.ts");',
      errors: [{ messageId: "wrongType", line: 1, column: 20 }],
    },
    {
      code: 'gg.files.editFile("a", [{ oldText: "x" }]);',
      errors: [{ messageId: "missingField", line: 1, column: 25 }],
    },
    {
      code: 'gg.files.editFile("a", { oldText: "x", newText: "y" });',
      errors: [{ messageId: "wrongType", line: 1, column: 24 }],
    },
    {
      code: 'gg.files.editFile("a", [{ oldText: 1, newText: "y" }]);',
      errors: [{ messageId: "wrongType", line: 1, column: 36, suggestions: [{ messageId: "useValue", output: 'gg.files.editFile("a", [{ oldText: "1", newText: "y" }]);' }] }],
    },
    {
      code: 'const { readFile } = gg.files;\nreadFile(true);',
      errors: [{ messageId: "wrongType", line: 2, column: 10 }],
    },
    {
      code: 'gg.files.readFile(null);',
      errors: [{ messageId: "wrongType", line: 1, column: 19 }],
    },
    {
      code: "gg.files.readFile(() => 'a');",
      errors: [{ messageId: "wrongType", line: 1, column: 19 }],
    },
    {
      code: "gg.session.approve(1, 2);",
      errors: [
        { messageId: "wrongType", line: 1, column: 20, suggestions: [{ messageId: "useValue", output: 'gg.session.approve("1", 2);' }] },
        { messageId: "tooMany", line: 1, column: 23, suggestions: [{ messageId: "removeExtra", output: "gg.session.approve(1);" }] },
      ],
    },
    {
      ts: true,
      code: "import files = gg.files;\nfiles.stat();",
      errors: [{ messageId: "tooFew", line: 2, column: 1, suggestions: [{ messageId: "addMissing", output: 'import files = gg.files;\nfiles.stat("");' }] }],
    },
  ],
});
