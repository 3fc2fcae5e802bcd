import rule from "../../src/rules/no-unqualified-name.js";
import { runRule } from "./tester.js";

runRule("no-unqualified-name", rule, {
  valid: [
    'gg.files.readFile("a");',
    'import { files } from "gg";\nfiles.readFile("a");',
    'import { files as f } from "gg";\nf.readFile("a");',
    'import * as g from "gg";\ng.files.readFile("a");',
    'const { files } = gg;\nfiles.readFile("a");',
    'const files = { readFile() {} };\nfiles.readFile("a");',
    'function f(files) { return files.readFile("a"); }',
    'const f = (readFile) => readFile("a");',
    "class C { files = 1; m() { return this.files; } }",
    "class files {}\nnew files();",
    "const o = { files: 1, readFile: 2 };\no.files + o.readFile;",
    "readFile: for (;;) { break readFile; }",
    "try { gg.files.stat(\"x\"); } catch (Failure) { Failure.code; }",
    'import { Failure } from "gg";\ntry { gg.files.stat("x"); } catch (e) { if (e instanceof Failure) {} }',
    "let files;\nfiles = gg.files;\nfiles.glob('*');",
    { code: "files = 1;", js: true, languageOptions: { sourceType: "script" } },
    { code: "import files = gg.files;\nfiles.readFile('a');", ts: true },
    { code: 'import { files } from "gg";\nlet e: files.DirEntry;', ts: true },
    { code: "let e: gg.files.DirEntry;\nlet f: gg.Failure;", ts: true },
    { code: "type files = string;\nlet x: files;", ts: true },
    { code: "interface DirEntry { name: string }\nlet e: DirEntry;", ts: true },
    { code: "namespace files { export const x = 1; }\nfiles.x;", ts: true },
    { code: "declare const files: { glob(p: string): string[] };\nfiles.glob('*');", ts: true },
  ],
  invalid: [
    {
      code: 'files.readFile("a");',
      errors: [{
        messageId: "unqualifiedNamespace", line: 1, column: 1, endColumn: 6,
        suggestions: [
          { messageId: "addImport", output: 'import { files } from "gg";\nfiles.readFile("a");' },
          { messageId: "qualify", output: 'gg.files.readFile("a");' },
        ],
      }],
    },
    {
      code: 'import { session } from "gg";\nfiles.readFile("a");',
      errors: [{
        messageId: "unqualifiedNamespace", line: 2, column: 1,
        suggestions: [
          { messageId: "addImport", output: 'import { session, files } from "gg";\nfiles.readFile("a");' },
          { messageId: "qualify", output: 'import { session } from "gg";\ngg.files.readFile("a");' },
        ],
      }],
    },
    {
      code: 'readFile("a");',
      errors: [{
        messageId: "unqualifiedMember", line: 1, column: 1, endColumn: 9,
        suggestions: [
          { messageId: "addImport", output: 'import { files } from "gg";\nfiles.readFile("a");' },
          { messageId: "qualify", output: 'gg.files.readFile("a");' },
        ],
      }],
    },
    {
      code: 'import { files } from "gg";\nlistDir(".");',
      errors: [{
        messageId: "unqualifiedMember", line: 2, column: 1,
        suggestions: [
          { messageId: "useShortened", output: 'import { files } from "gg";\nfiles.listDir(".");' },
          { messageId: "qualify", output: 'import { files } from "gg";\ngg.files.listDir(".");' },
        ],
      }],
    },
    {
      // A parameter shadows `files` inside the function only; the outer use is still unqualified.
      code: "function f(files) { return files; }\nfiles.glob('*');",
      errors: [{
        messageId: "unqualifiedNamespace", line: 2, column: 1,
        suggestions: [
          { messageId: "addImport", output: "import { files } from \"gg\";\nfunction f(files) { return files; }\nfiles.glob('*');" },
          { messageId: "qualify", output: "function f(files) { return files; }\ngg.files.glob('*');" },
        ],
      }],
    },
    {
      code: "function f() { const files = 1; return files; }\nfiles.glob('*');",
      errors: [{
        messageId: "unqualifiedNamespace", line: 2, column: 1,
        suggestions: [
          { messageId: "addImport", output: "import { files } from \"gg\";\nfunction f() { const files = 1; return files; }\nfiles.glob('*');" },
          { messageId: "qualify", output: "function f() { const files = 1; return files; }\ngg.files.glob('*');" },
        ],
      }],
    },
    {
      // Qualified through the program's own namespace import; a new import line goes after the last import.
      code: 'import * as g from "gg";\nfiles.readFile("a");',
      errors: [{
        messageId: "unqualifiedNamespace", line: 2, column: 1,
        suggestions: [
          { messageId: "addImport", output: 'import * as g from "gg";\nimport { files } from "gg";\nfiles.readFile("a");' },
          { messageId: "qualify", output: 'import * as g from "gg";\ng.files.readFile("a");' },
        ],
      }],
    },
    {
      // A local `gg` is not gg: only the import line can help.
      code: "const gg = 1;\nfiles.glob('*');",
      errors: [{
        messageId: "unqualifiedNamespace", line: 2, column: 1,
        suggestions: [{ messageId: "addImport", output: "import { files } from \"gg\";\nconst gg = 1;\nfiles.glob('*');" }],
      }],
    },
    {
      code: "const o = { files };",
      errors: [{
        messageId: "unqualifiedNamespace", line: 1, column: 13,
        suggestions: [
          { messageId: "addImport", output: 'import { files } from "gg";\nconst o = { files };' },
          { messageId: "qualify", output: "const o = { files: gg.files };" },
        ],
      }],
    },
    {
      code: "try { gg.files.stat('x'); } catch (e) { if (e instanceof Failure) throw e; }",
      errors: [{
        messageId: "unqualifiedRoot", line: 1, column: 58,
        suggestions: [
          { messageId: "addImport", output: "import { Failure } from \"gg\";\ntry { gg.files.stat('x'); } catch (e) { if (e instanceof Failure) throw e; }" },
          { messageId: "qualify", output: "try { gg.files.stat('x'); } catch (e) { if (e instanceof gg.Failure) throw e; }" },
        ],
      }],
    },
    {
      code: '"use strict";\nsession.finish("done");',
      errors: [{
        messageId: "unqualifiedNamespace", line: 2, column: 1,
        suggestions: [
          { messageId: "addImport", output: '"use strict";\nimport { session } from "gg";\nsession.finish("done");' },
          { messageId: "qualify", output: '"use strict";\ngg.session.finish("done");' },
        ],
      }],
    },
    {
      code: "// comment\nshell.run('ls');",
      errors: [{
        messageId: "unqualifiedNamespace", line: 2, column: 1,
        suggestions: [
          { messageId: "addImport", output: "// comment\nimport { shell } from \"gg\";\nshell.run('ls');" },
          { messageId: "qualify", output: "// comment\ngg.shell.run('ls');" },
        ],
      }],
    },
    {
      // A configured global declares nothing the program wrote.
      code: "/* global files */\nfiles.glob('*');",
      errors: [{
        messageId: "unqualifiedNamespace", line: 2, column: 1,
        suggestions: [
          { messageId: "addImport", output: "/* global files */\nimport { files } from \"gg\";\nfiles.glob('*');" },
          { messageId: "qualify", output: "/* global files */\ngg.files.glob('*');" },
        ],
      }],
    },
    {
      // A script cannot import: only qualifying helps.
      code: "docs.search('x');",
      js: true,
      languageOptions: { sourceType: "script" },
      errors: [{ messageId: "unqualifiedNamespace", line: 1, column: 1, suggestions: [{ messageId: "qualify", output: "gg.docs.search('x');" }] }],
    },
    {
      ts: true, // espree refuses to export an undeclared name
      code: "export { files };",
      errors: [{ messageId: "unqualifiedNamespace", line: 1, column: 10, suggestions: [{ messageId: "addImport", output: 'import { files } from "gg";\nexport { files };' }] }],
    },
    {
      code: "glob('*'); grep('x');",
      errors: [
        { messageId: "unqualifiedMember", line: 1, column: 1, suggestions: [
          { messageId: "addImport", output: "import { files } from \"gg\";\nfiles.glob('*'); grep('x');" },
          { messageId: "qualify", output: "gg.files.glob('*'); grep('x');" },
        ] },
        { messageId: "unqualifiedMember", line: 1, column: 12, suggestions: [
          { messageId: "addImport", output: "import { files } from \"gg\";\nglob('*'); files.grep('x');" },
          { messageId: "qualify", output: "glob('*'); gg.files.grep('x');" },
        ] },
      ],
    },
    {
      ts: true,
      code: "let e: DirEntry;",
      errors: [{
        messageId: "unqualifiedMember", line: 1, column: 8,
        suggestions: [
          { messageId: "addImport", output: 'import { files } from "gg";\nlet e: files.DirEntry;' },
          { messageId: "qualify", output: "let e: gg.files.DirEntry;" },
        ],
      }],
    },
    {
      ts: true,
      code: "let e: files.DirEntry;",
      errors: [{
        messageId: "unqualifiedNamespace", line: 1, column: 8,
        suggestions: [
          { messageId: "addImport", output: 'import { files } from "gg";\nlet e: files.DirEntry;' },
          { messageId: "qualify", output: "let e: gg.files.DirEntry;" },
        ],
      }],
    },
    {
      ts: true,
      code: "import files = gg.files;\nreadFile('a');",
      errors: [{
        messageId: "unqualifiedMember", line: 2, column: 1,
        suggestions: [
          { messageId: "useShortened", output: "import files = gg.files;\nfiles.readFile('a');" },
          { messageId: "qualify", output: "import files = gg.files;\ngg.files.readFile('a');" },
        ],
      }],
    },
    {
      ts: true,
      code: "function key(k: OperationKey): string { return k; }",
      errors: [{
        messageId: "unqualifiedRoot", line: 1, column: 17,
        suggestions: [
          { messageId: "addImport", output: 'import { OperationKey } from "gg";\nfunction key(k: OperationKey): string { return k; }' },
          { messageId: "qualify", output: "function key(k: gg.OperationKey): string { return k; }" },
        ],
      }],
    },
  ],
});
