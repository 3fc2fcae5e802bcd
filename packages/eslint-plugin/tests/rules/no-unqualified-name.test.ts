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
    // Class members, object keys and type members named like gg names are not references.
    "class C { readFile() {} static files = 1; #files = 2; get stat() { return 1; } }",
    "const o = { readFile() {}, files: 1 };\nobj.files.readFile('a');",
    // Hoisting: a later `var` or function declaration binds the earlier use.
    "files.glob('*');\nvar files = gg.files;",
    "files.glob('*');\nfunction files() {}",
    "try { gg.files.stat('a'); } catch ({ files }) { files.glob('*'); }",
    // Destructuring from gg: renamed, nested, with a rest element.
    "const { files: f } = gg;\nf.readFile('a');",
    "const { files: { readFile } } = gg;\nreadFile('a');",
    "const { files, ...rest } = gg;\nfiles.stat('a');",
    { code: "type T = { files: string; readFile(): void };\ninterface I { readFile(): void; files: number }", ts: true },
    { code: "enum E { files, readFile }\nabstract class A { abstract readFile(): void; declare files: number; }", ts: true },
    { code: "function f<files>(x: files): files { return x; }\nlet g: (files: string) => void;", ts: true },
    { code: "import type { files } from \"gg\";\nlet e: files.DirEntry;\nlet d: import(\"gg\").files.DirEntry;", ts: true },
    { code: "namespace N { export import f = gg.files; }\nN.f.glob('*');", ts: true },
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
    {
      // A method's name does not bind inside its body.
      code: "class C { files() { return files.glob('*'); } }",
      errors: [{
        messageId: "unqualifiedNamespace", line: 1, column: 28,
        suggestions: [
          { messageId: "addImport", output: "import { files } from \"gg\";\nclass C { files() { return files.glob('*'); } }" },
          { messageId: "qualify", output: "class C { files() { return gg.files.glob('*'); } }" },
        ],
      }],
    },
    {
      // Block scope: the binding ends with its block.
      code: "{ const files = 1; }\nfiles.glob('*');",
      errors: [{
        messageId: "unqualifiedNamespace", line: 2, column: 1,
        suggestions: [
          { messageId: "addImport", output: "import { files } from \"gg\";\n{ const files = 1; }\nfiles.glob('*');" },
          { messageId: "qualify", output: "{ const files = 1; }\ngg.files.glob('*');" },
        ],
      }],
    },
    {
      // Type-only positions: a type query, a `this` parameter's type, an assertion, `satisfies`.
      ts: true,
      code: "let x: typeof files;\nfunction g(this: files.DirEntry) {}",
      errors: [
        {
          messageId: "unqualifiedNamespace", line: 1, column: 15,
          suggestions: [
            { messageId: "addImport", output: 'import { files } from "gg";\nlet x: typeof files;\nfunction g(this: files.DirEntry) {}' },
            { messageId: "qualify", output: "let x: typeof gg.files;\nfunction g(this: files.DirEntry) {}" },
          ],
        },
        {
          messageId: "unqualifiedNamespace", line: 2, column: 18,
          suggestions: [
            { messageId: "addImport", output: 'import { files } from "gg";\nlet x: typeof files;\nfunction g(this: files.DirEntry) {}' },
            { messageId: "qualify", output: "let x: typeof files;\nfunction g(this: gg.files.DirEntry) {}" },
          ],
        },
      ],
    },
    {
      ts: true,
      code: "let x = <files.DirEntry>{};\nlet y = {} satisfies Failure;",
      errors: [
        {
          messageId: "unqualifiedNamespace", line: 1, column: 10,
          suggestions: [
            { messageId: "addImport", output: 'import { files } from "gg";\nlet x = <files.DirEntry>{};\nlet y = {} satisfies Failure;' },
            { messageId: "qualify", output: "let x = <gg.files.DirEntry>{};\nlet y = {} satisfies Failure;" },
          ],
        },
        {
          messageId: "unqualifiedRoot", line: 2, column: 22,
          suggestions: [
            { messageId: "addImport", output: 'import { Failure } from "gg";\nlet x = <files.DirEntry>{};\nlet y = {} satisfies Failure;' },
            { messageId: "qualify", output: "let x = <files.DirEntry>{};\nlet y = {} satisfies gg.Failure;" },
          ],
        },
      ],
    },
    {
      // A declaration inside an ambient module binds nothing outside it.
      ts: true,
      code: "declare module \"x\" { const files: number; }\nfiles;",
      errors: [{
        messageId: "unqualifiedNamespace", line: 2, column: 1,
        suggestions: [
          { messageId: "addImport", output: 'import { files } from "gg";\ndeclare module "x" { const files: number; }\nfiles;' },
          { messageId: "qualify", output: "declare module \"x\" { const files: number; }\ngg.files;" },
        ],
      }],
    },
  ],
});
