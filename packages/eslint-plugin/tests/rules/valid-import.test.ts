import rule from "../../src/rules/valid-import.js";
import { runRule } from "./tester.js";

runRule("valid-import", rule, {
  valid: [
    'import { files } from "gg";',
    'import { files, session, Failure } from "gg";',
    // A type imported in TypeScript is erased; in JavaScript it is reported (below).
    { code: 'import { FailureCode, OperationKey, files } from "gg";', ts: true },
    'import { files as f } from "gg";',
    'import * as gg from "gg";',
    'import * as g from "gg";',
    'import "node:fs";',
    'import x from "other";',
    'const fs = require("fs");',
    'function load(require) { return require("gg"); }',
    'import("./local.js");',
    'export { files } from "gg";',
    'export * from "./local.js";',
    { code: 'import type { files } from "gg";', ts: true },
    { code: 'import { type OperationKey, files } from "gg";', ts: true },
    { code: "import files = gg.files;", ts: true },
  ],
  invalid: [
    {
      code: 'import { FailureCode, files } from "gg";\nconsole.log(files);',
      js: true,
      errors: [{ messageId: "typeInJavaScript", line: 1, column: 10, suggestions: [{ messageId: "removeTypeImport", output: 'import { files } from "gg";\nconsole.log(files);' }] }],
    },
    {
      code: 'import { OperationKey } from "gg";',
      js: true,
      errors: [{ messageId: "typeInJavaScript", suggestions: [{ messageId: "removeTypeImport", output: "" }] }],
    },
    {
      code: 'import gg from "gg";\ngg.files.glob("*");',
      errors: [{
        messageId: "defaultImport", line: 1, column: 8,
        suggestions: [{ messageId: "useNamespaceSpecifier", output: 'import * as gg from "gg";\ngg.files.glob("*");' }],
      }],
    },
    {
      code: 'import g, { files } from "gg";',
      errors: [{ messageId: "defaultImport", line: 1, column: 8, suggestions: [] }],
    },
    {
      code: 'import { readFile } from "gg";\nreadFile("a");\nconst o = { readFile };',
      errors: [{
        messageId: "notExportedMember", line: 1, column: 10,
        suggestions: [{ messageId: "useNamespaceImport", output: 'import { files } from "gg";\nfiles.readFile("a");\nconst o = { readFile: files.readFile };' }],
      }],
    },
    {
      // The namespace is already imported: the function's specifier goes, its uses are qualified.
      code: 'import { files, listDir } from "gg";\nlistDir(".");',
      errors: [{
        messageId: "notExportedMember", line: 1, column: 17,
        suggestions: [{ messageId: "useNamespaceImport", output: 'import { files } from "gg";\nfiles.listDir(".");' }],
      }],
    },
    {
      code: 'import { readFile as read } from "gg";\nread("a");',
      errors: [{
        messageId: "notExportedMember", line: 1, column: 10,
        suggestions: [{ messageId: "useNamespaceImport", output: 'import { files } from "gg";\nfiles.readFile("a");' }],
      }],
    },
    {
      // A local `files` would capture the rewritten uses: no suggestion.
      code: 'import { glob } from "gg";\nfunction f(files) { return glob(files); }',
      errors: [{ messageId: "notExportedMember", line: 1, column: 10, suggestions: [] }],
    },
    {
      code: 'import { fles } from "gg";\nfles.glob("*");',
      errors: [{
        messageId: "notExported", line: 1, column: 10,
        suggestions: [{ messageId: "useExport", output: 'import { files } from "gg";\nfiles.glob("*");' }],
      }],
    },
    {
      code: 'import { nothingLikeIt } from "gg";',
      errors: [{
        messageId: "notExported", line: 1, column: 10, suggestions: [],
        data: { name: "nothingLikeIt", didYouMean: "; it exports `files`, `views`, `shell`, `web`, `programs`, `delegation`, `session`, `docs`, `OperationKey`, `FailureCode`, `Failure`." },
      }],
    },
    {
      code: 'import { files } from "gg/files";',
      errors: [{ messageId: "subpath", line: 1, column: 23, suggestions: [{ messageId: "useGgSource", output: 'import { files } from "gg";' }] }],
    },
    {
      // `readFile` is not what "gg" exports: pointing the import at "gg" would not fix it.
      code: "import { readFile } from 'gg/files';",
      errors: [{ messageId: "subpath", line: 1, column: 26, suggestions: [] }],
    },
    {
      code: 'export * from "gg/session";',
      errors: [{ messageId: "subpath", line: 1, column: 15 }],
    },
    {
      code: 'export { glob } from "gg/files";',
      errors: [{ messageId: "subpath", line: 1, column: 22 }],
    },
    {
      code: 'const { files } = require("gg");',
      errors: [{ messageId: "requireCall", line: 1, column: 19, suggestions: [{ messageId: "useImportLine", output: 'import { files } from "gg";' }] }],
    },
    {
      code: 'const { files: f, session } = require("gg");',
      errors: [{ messageId: "requireCall", line: 1, column: 31, suggestions: [{ messageId: "useImportLine", output: 'import { files as f, session } from "gg";' }] }],
    },
    {
      // Not a top-level declaration of names "gg" exports: the message only.
      code: 'function f() { const { readFile } = require("gg"); return readFile; }',
      errors: [{ messageId: "requireCall", line: 1, column: 37, suggestions: [] }],
    },
    {
      code: 'const gg2 = require("gg");',
      errors: [{ messageId: "requireCall", line: 1, column: 13, suggestions: [{ messageId: "useImportLine", output: 'import * as gg2 from "gg";' }] }],
    },
    {
      code: 'const m = await import("gg");',
      errors: [{ messageId: "dynamicImport", line: 1, column: 17 }],
    },
    {
      code: "const m = import(`gg/files`);",
      errors: [{ messageId: "dynamicImport", line: 1, column: 11 }],
    },
    {
      ts: true,
      code: 'import g = require("gg");',
      errors: [{ messageId: "requireCall", line: 1, column: 12, suggestions: [{ messageId: "useImportLine", output: 'import * as g from "gg";' }] }],
    },
    {
      ts: true,
      code: 'import type { DirEntry } from "gg";\nlet e: DirEntry;',
      errors: [{
        messageId: "notExportedMember", line: 1, column: 15,
        suggestions: [{ messageId: "useNamespaceImport", output: 'import type { files } from "gg";\nlet e: files.DirEntry;' }],
      }],
    },
  ],
});
