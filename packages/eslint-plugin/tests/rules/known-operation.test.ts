import rule from "../../src/rules/known-operation.js";
import { runRule } from "./tester.js";

runRule("known-operation", rule, {
  valid: [
    'gg.files.readFile("a");',
    'import { files } from "gg";\nfiles.listDir(".");',
    'import * as g from "gg";\ng.session.reportProgress("x");',
    "gg.files.toString();",
    'const files = { readFle() {} };\nfiles.readFle("a");',
    'function f(gg) { return gg.files.readFle("a"); }',
    "const { readFile, glob } = gg.files;",
    "const { files: { stat } } = gg;",
    "const { files: { stat, glob: g } = {}, session } = gg;",
    "function run({ readFile } = gg.files) { return readFile; }",
    "({ listDir: list } = gg.files);",
    "const { files: { anything } } = notGg;",
    "gg.files[key];",
    "gg.Failure;",
    "other.files.readFle();",
    { code: "let e: gg.files.DirEntry;", ts: true },
    { code: 'import { files } from "gg";\nlet e: files.EntryKind;', ts: true },
    { code: "import files = gg.files;\nfiles.glob('*');", ts: true },
  ],
  invalid: [
    {
      // A nested pattern reads a member of the member its outer pattern reads.
      code: "const { files: { readFle } } = gg;",
      errors: [{
        messageId: "unknownOperation", line: 1, column: 18,
        suggestions: [{ messageId: "replace", output: "const { files: { readFile: readFle } } = gg;" }],
      }],
    },
    {
      code: "function run({ lisDir } = gg.files) { return lisDir; }",
      errors: [{ messageId: "unknownOperation", line: 1, column: 16, suggestions: [{ messageId: "replace", output: "function run({ listDir: lisDir } = gg.files) { return lisDir; }" }] }],
    },
    {
      code: "let read;\n({ readFle: read } = gg.files);",
      errors: [{ messageId: "unknownOperation", line: 2, column: 4, suggestions: [{ messageId: "replace", output: "let read;\n({ readFile: read } = gg.files);" }] }],
    },
    {
      code: 'gg.files.readFle("a");',
      errors: [{
        messageId: "unknownOperation", line: 1, column: 10, endColumn: 17,
        suggestions: [{ messageId: "replace", output: 'gg.files.readFile("a");' }],
      }],
    },
    {
      code: 'import { files } from "gg";\nfiles.readFle("a");',
      errors: [{
        messageId: "unknownOperation", line: 2, column: 7,
        suggestions: [{ messageId: "replace", output: 'import { files } from "gg";\nfiles.readFile("a");' }],
      }],
    },
    {
      // Another arm's spelling of the same name.
      code: 'gg.files.read_file("a");',
      errors: [{ messageId: "unknownOperation", line: 1, column: 10, suggestions: [{ messageId: "replace", output: 'gg.files.readFile("a");' }] }],
    },
    {
      code: 'gg.files["readFle"]("a");',
      errors: [{ messageId: "unknownOperation", line: 1, column: 10, suggestions: [{ messageId: "replace", output: 'gg.files["readFile"]("a");' }] }],
    },
    {
      code: 'gg.files?.readFle("a");',
      errors: [{ messageId: "unknownOperation", line: 1, column: 11, suggestions: [{ messageId: "replace", output: 'gg.files?.readFile("a");' }] }],
    },
    {
      code: "gg.fles.glob('*');",
      errors: [{ messageId: "unknownNamespace", line: 1, column: 4, suggestions: [{ messageId: "replace", output: "gg.files.glob('*');" }] }],
    },
    {
      // A function named without its namespace.
      code: "gg.readFile('a');",
      errors: [{ messageId: "unknownNamespace", line: 1, column: 4, suggestions: [{ messageId: "replace", output: "gg.files.readFile('a');" }] }],
    },
    {
      // The right name in the wrong namespace: the message says where it lives, nothing is rewritten.
      code: "gg.files.fetch('https://x');",
      errors: [{ messageId: "unknownOperation", line: 1, column: 10, suggestions: [], data: { qualified: "gg.files.fetch", didYouMean: "; did you mean `gg.web.fetch`?" } }],
    },
    {
      // Nothing close: the message lists what the namespace has instead.
      code: "gg.files.frobnicate();\ngg.teleport;",
      errors: [
        {
          messageId: "unknownOperation", line: 1, column: 10, suggestions: [],
          data: {
            qualified: "gg.files.frobnicate",
            didYouMean: "; `files` has `files.readFile`, `files.listDir`, `files.stat`, `files.glob`, `files.grep`, `files.writeFile`, `files.editFile`, `files.deleteFile`.",
          },
        },
        {
          messageId: "unknownNamespace", line: 2, column: 4, suggestions: [],
          data: {
            qualified: "gg.teleport",
            didYouMean: "; the namespaces are `gg.files`, `gg.views`, `gg.shell`, `gg.web`, `gg.programs`, `gg.delegation`, `gg.session`, `gg.docs`.",
          },
        },
      ],
    },
    {
      code: "const { files } = gg;\nfiles.lstDir('.');",
      errors: [{ messageId: "unknownOperation", line: 2, column: 7, suggestions: [{ messageId: "replace", output: "const { files } = gg;\nfiles.listDir('.');" }] }],
    },
    {
      code: "const f = gg.files;\nconst g2 = f;\ng2.glb('*');",
      errors: [{ messageId: "unknownOperation", line: 3, column: 4, suggestions: [{ messageId: "replace", output: "const f = gg.files;\nconst g2 = f;\ng2.glob('*');" }] }],
    },
    {
      code: "const { readFle } = gg.files;",
      errors: [{ messageId: "unknownOperation", line: 1, column: 9, suggestions: [{ messageId: "replace", output: "const { readFile: readFle } = gg.files;" }] }],
    },
    {
      code: "const { fils: { stat } } = gg;",
      errors: [{ messageId: "unknownNamespace", line: 1, column: 9, suggestions: [{ messageId: "replace", output: "const { files: { stat } } = gg;" }] }],
    },
    {
      code: 'import * as g from "gg";\ng.session.finsh("done");',
      errors: [{ messageId: "unknownOperation", line: 2, column: 11, suggestions: [{ messageId: "replace", output: 'import * as g from "gg";\ng.session.finish("done");' }] }],
    },
    {
      code: "globalThis.gg.files.readFle('a');",
      errors: [{ messageId: "unknownOperation", line: 1, column: 21, suggestions: [{ messageId: "replace", output: "globalThis.gg.files.readFile('a');" }] }],
    },
    {
      ts: true,
      code: "let e: gg.files.DirEntyr;",
      errors: [{ messageId: "unknownOperation", line: 1, column: 17, suggestions: [{ messageId: "replace", output: "let e: gg.files.DirEntry;" }] }],
    },
    {
      ts: true,
      code: "import files = gg.files;\nfiles.readFle('a');",
      errors: [{ messageId: "unknownOperation", line: 2, column: 7, suggestions: [{ messageId: "replace", output: "import files = gg.files;\nfiles.readFile('a');" }] }],
    },
    {
      ts: true,
      code: "import f = gg.fils;",
      errors: [{ messageId: "unknownNamespace", line: 1, column: 15, suggestions: [{ messageId: "replace", output: "import f = gg.files;" }] }],
    },
  ],
});
