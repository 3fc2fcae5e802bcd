import rule from "../../src/rules/no-dynamic-reach.js";
import { runRule } from "./tester.js";

// What a dynamic reach can be named as instead, in the catalogue's order: one suggestion each.
const NAMESPACES = ["files", "views", "shell", "web", "programs", "delegation", "session", "docs"];
const FILES = ["readFile", "listDir", "stat", "glob", "grep", "writeFile", "editFile", "deleteFile"];

/** The suggestions that replace `[from, to)` of `code` with `prefix` + each name. */
function naming(code: string, reach: string, prefix: string, names: readonly string[]) {
  const at = code.indexOf(reach);
  return names.map((name) => ({ messageId: "nameMember", output: `${code.slice(0, at)}${prefix}${name}${code.slice(at + reach.length)}` }));
}

/** An invalid case whose one finding offers each name of `names` in place of `reach`. */
function reaching(code: string, messageId: string, line: number, column: number, reach: string, prefix: string, names: readonly string[]) {
  return { code, errors: [{ messageId, line, column, suggestions: naming(code, reach, prefix, names) }] };
}

runRule("no-dynamic-reach", rule, {
  valid: [
    "gg.files.readFile('a');",
    "gg['files'].readFile('a');",
    "gg.files[`readFile`]('a');",
    "const table = {};\ntable[key];",
    "function f(files) { return files[key]; }",
    "const files = [];\nfiles[0];",
    "Reflect.get(gg.files, 'readFile');",
    "Reflect.get(obj, key);",
    "Object.values(config);",
    "const evaluate = (x) => x;\nevaluate('1');",
    "function g(eval2) { return eval2; }",
    "const o = { eval: 1 };\no.eval;",
    "globalThis.console.log('x');",
    { code: "let f: Function;", ts: true },
  ],
  invalid: [
    { code: "gg[name]('a');", errors: [{ messageId: "computedMember", line: 1, column: 1, endColumn: 9, suggestions: naming("gg[name]('a');", "gg[name]", "gg.", NAMESPACES) }] },
    reaching("gg.files[key]('a');", "computedMember", 1, 1, "gg.files[key]", "gg.files.", FILES),
    reaching('import { files } from "gg";\nfiles[op]("a");', "computedMember", 2, 1, "files[op]", "files.", FILES),
    // The key is a constant: the one name it always is.
    reaching('import { files } from "gg";\nconst op = "stat";\nfiles[op]("a");', "computedMember", 3, 1, "files[op]", "files.", ["stat"]),
    reaching("gg.files?.[k];", "computedMember", 1, 1, "gg.files?.[k]", "gg.files?.", FILES),
    { ...reaching("(gg.files as any)[k];", "computedMember", 1, 1, "(gg.files as any)[k]", "(gg.files as any).", FILES), ts: true },
    reaching('import * as g from "gg";\ng[ns][op]();', "computedMember", 2, 1, "g[ns]", "g.", NAMESPACES),
    reaching("const { files } = gg;\nfor (const k in files) files[k];", "computedMember", 2, 24, "files[k]", "files.", FILES),
    reaching("gg.files['read' + 'File']('a');", "computedMember", 1, 1, "gg.files['read' + 'File']", "gg.files.", ["readFile"]),
    // A constant that names no operation: every operation is offered.
    reaching("gg.files['read' + 'Fle']('a');", "computedMember", 1, 1, "gg.files['read' + 'Fle']", "gg.files.", FILES),
    { code: "globalThis[name];", errors: [{ messageId: "globalLookup", line: 1, column: 1, suggestions: [] }] },
    reaching("globalThis.gg[ns];", "computedMember", 1, 1, "globalThis.gg[ns]", "globalThis.gg.", NAMESPACES),
    {
      code: "eval('gg.files.readFile(\"a\")');",
      errors: [{ messageId: "evalCall", line: 1, column: 1, endColumn: 5, suggestions: [{ messageId: "inlineCode", output: '(gg.files.readFile("a"));' }] }],
    },
    { code: "const x = eval('1 + ' + '2');", errors: [{ messageId: "evalCall", line: 1, column: 11, suggestions: [{ messageId: "inlineCode", output: "const x = (1 + 2);" }] }] },
    // Statements, a trailing comment, text that does not parse: nothing to put in an expression's place.
    { code: "eval('a; b');", errors: [{ messageId: "evalCall", line: 1, column: 1, suggestions: [] }] },
    { code: "eval('x // c');", errors: [{ messageId: "evalCall", line: 1, column: 1, suggestions: [] }] },
    { code: "new Function('a', 'return (');", errors: [{ messageId: "evalCall", line: 1, column: 5, suggestions: [] }] },
    { code: "(0, eval)(code);", errors: [{ messageId: "evalCall", line: 1, column: 5, suggestions: [] }] },
    { code: "globalThis.eval(code);", errors: [{ messageId: "evalCall", line: 1, column: 1, suggestions: [] }] },
    { code: "globalThis.eval('gg');", errors: [{ messageId: "evalCall", line: 1, column: 1, suggestions: [{ messageId: "inlineCode", output: "(gg);" }] }] },
    { code: "new Function('return gg')();", errors: [{ messageId: "evalCall", line: 1, column: 5, suggestions: [{ messageId: "inlineCode", output: "(() => {\nreturn gg\n})();" }] }] },
    { code: "Function('x', 'return x')(1);", errors: [{ messageId: "evalCall", line: 1, column: 1, suggestions: [{ messageId: "inlineCode", output: "((x) => {\nreturn x\n})(1);" }] }] },
    { code: "const f = new Function(body);", errors: [{ messageId: "evalCall", line: 1, column: 15, suggestions: [] }] },
    reaching("Reflect.get(gg, name);", "reflectCall", 1, 1, "Reflect.get(gg, name)", "gg.", NAMESPACES),
    reaching("Reflect.get(gg.files, op)('a');", "reflectCall", 1, 1, "Reflect.get(gg.files, op)", "gg.files.", FILES),
    reaching("Reflect.get(gg.files, 'list' + 'Dir')('.');", "reflectCall", 1, 1, "Reflect.get(gg.files, 'list' + 'Dir')", "gg.files.", ["listDir"]),
    {
      // The message's example is the member a constant key names (else the namespace's first operation).
      code: "const op = 'stat';\ngg.files[op]('a');\nReflect.get(gg.files, 'list' + 'Dir');\ngg.files[k];",
      errors: [
        { messageId: "computedMember", line: 2, data: { object: "gg.files", example: "gg.files.stat(…)" }, suggestions: 1 },
        { messageId: "reflectCall", line: 3, data: { name: "Reflect.get", object: "gg.files", example: "gg.files.listDir(…)" }, suggestions: 1 },
        { messageId: "computedMember", line: 4, data: { object: "gg.files", example: "gg.files.readFile(…)" }, suggestions: 8 },
      ],
    },
    { code: 'import { files } from "gg";\nObject.values(files).forEach((f) => f("a"));', errors: [{ messageId: "reflectCall", line: 2, column: 1, suggestions: [] }] },
    { code: "Object.entries(gg);", errors: [{ messageId: "reflectCall", line: 1, column: 1, suggestions: [] }] },
  ],
});
