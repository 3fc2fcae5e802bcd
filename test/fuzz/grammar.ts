// Programs generated from the catalogue's grammar: imports, calls with arguments of the declared types (or not),
// results used through their fields, failures caught and compared by key. Every name comes from the catalogue.
import fc from "fast-check";
import { defaultCatalogue, namespaceImportLine, tsFieldName, tsFunctionName, tsTypeText } from "@gg/catalogue";
import type { Catalogue, Operation, TypeDef, TypeRef } from "@gg/catalogue";
import type { Language } from "@gg/checker";

/** A generated program. */
export interface Generated {
  readonly language: Language;
  readonly source: string;
}

const catalogue: Catalogue = defaultCatalogue();
const typesByName = new Map<string, TypeDef>(catalogue.types.map((t) => [t.name, t]));

/** A literal of the given type, at a bounded depth. */
function valueOf(type: TypeRef, depth = 0): fc.Arbitrary<string> {
  switch (type.kind) {
    case "primitive":
      if (type.name === "string") return fc.constantFrom('"a.txt"', '"src/**/*.ts"', "`x${1}`", '""', '"𐐀"', "String(1)");
      if (type.name === "bool") return fc.constantFrom("true", "false");
      return fc.constantFrom("0", "1", "42", "2 ** 31", "Number(\"3\")");
    case "list":
      return depth > 2 ? fc.constant("[]") : fc.array(valueOf(type.element, depth + 1), { maxLength: 3 }).map((xs) => `[${xs.join(", ")}]`);
    case "option":
      return fc.oneof(valueOf(type.element, depth), fc.constant("undefined"));
    case "named": {
      const def = typesByName.get(type.name);
      if (def === undefined) return fc.constant("undefined");
      if (def.kind === "enum") return fc.constantFrom(...def.cases.map((c) => JSON.stringify(c)));
      if (depth > 2) return fc.constant("{}");
      return fc.tuple(...def.fields.map((f) => fc.option(valueOf(f.type, depth + 1), { nil: undefined }).map((v) => (v === undefined ? "" : `${tsFieldName(f.name)}: ${v}`)))).map((parts) => `{ ${parts.filter((p) => p !== "").join(", ")} }`);
    }
  }
}

/** A value that is probably the wrong type for an argument. */
const wrongValue = fc.constantFrom("null", "1", '"x"', "{}", "[]", "() => 1", "Symbol()", "undefined", "true");

/** How a program names an operation: qualified, through its namespace import, or misspelt. */
function callee(op: Operation, imported: boolean): fc.Arbitrary<string> {
  const fn = tsFunctionName(op.key);
  const forms: fc.Arbitrary<string>[] = [fc.constant(`gg.${op.namespace}.${fn}`)];
  if (imported) forms.push(fc.constant(`${op.namespace}.${fn}`));
  forms.push(fc.constant(`${op.namespace}.${fn}`)); // unqualified without the line, when not imported
  forms.push(fc.constant(`gg.${op.namespace}.${fn.slice(0, -1)}`)); // misspelt
  return fc.oneof(...forms);
}

/** One statement calling an operation. */
function callStatement(imported: Set<string>, language: Language): fc.Arbitrary<string> {
  return fc.constantFrom(...catalogue.operations).chain((op) =>
    fc
      .tuple(
        callee(op, imported.has(op.namespace)),
        fc.tuple(...op.params.map((p) => fc.oneof({ weight: 4, arbitrary: valueOf(p.type) }, { weight: 1, arbitrary: wrongValue }))),
        fc.boolean(),
        fc.nat(99),
      )
      .map(([name, args, bind, n]) => {
        const call = `${name}(${args.join(", ")})`;
        if (!bind || op.result === null) return `${call};`;
        // tsTypeText is relative to gg: primitives stay as they are, catalogue types are qualified.
        const text = tsTypeText(catalogue, op.result);
        const annotation = language === "ts" && n % 3 === 0 ? `: ${/^(string|number|boolean|void)\b/.test(text) ? text : `gg.${text}`}` : "";
        const use = op.result.kind === "named" && typesByName.get(op.result.name)?.kind === "record"
          ? `\nconsole.log(r${n}.${tsFieldName((typesByName.get(op.result.name) as Extract<TypeDef, { kind: "record" }>).fields[0]?.name ?? "x")});`
          : `\nconsole.log(r${n});`;
        return `const r${n}${annotation} = ${call};${use}`;
      }),
  );
}

/** A statement wrapped in some control flow, or a failure caught and compared by its key. */
function wrapped(inner: fc.Arbitrary<string>): fc.Arbitrary<string> {
  const key = fc.constantFrom(...catalogue.operations.map((o) => o.key), "readFile", "files.read_file");
  return fc.oneof(
    inner,
    inner.map((s) => `if (Date.now() > 0) {\n  ${s}\n}`),
    inner.map((s) => `for (let i = 0; i < 2; i++) {\n  ${s}\n}`),
    inner.map((s) => `function step() {\n  ${s}\n}\nstep();`),
    fc.tuple(inner, key).map(([s, k]) => `try {\n  ${s}\n} catch (e) {\n  if (e instanceof gg.Failure && e.operation === "${k}") console.log(e.code);\n}`),
  );
}

/** A whole program in TS or JS: an import line (or none), then statements. */
export const programArb: fc.Arbitrary<Generated> = fc
  .tuple(fc.constantFrom<Language>("ts", "js"), fc.subarray([...catalogue.namespaces]), fc.boolean())
  .chain(([language, namespaces, starImport]) => {
    const imported = new Set(namespaces);
    const head = starImport ? ['import * as gg2 from "gg";'] : namespaces.length > 0 ? [namespaceImportLine(namespaces[0] as string, "typescript").replace(/\{ \w+ \}/, `{ ${namespaces.join(", ")} }`)] : [];
    return fc.array(wrapped(callStatement(imported, language)), { minLength: 1, maxLength: 6 }).map((body) => ({ language, source: `${[...head, ...body].join("\n")}\n` }));
  });

/** Characters and fragments a mutation inserts: the ones parsers and position mapping find hardest. */
const HOSTILE = ["(", ")", "{", "}", "[", "]", "`", "${", "/*", "*/", "//", "/", "\\", '"', "'", "\n", "\r", "\r\n", "\u2028", "\u2029", "\uFEFF", "\u202E", "\u2066", "\u0000", "\uD800", "\uDC00", "𐐀", "<", ">", "=>", ";", ",", ".", "?.", "!", "#", "@", "import", "gg.", "declare ", "// @ts-ignore\n", "/// <reference path=\"/etc/passwd\" />\n", "as any", "…"];

/** One edit of a program's text. */
const mutation: fc.Arbitrary<(s: string) => string> = fc.oneof(
  fc.tuple(fc.nat(), fc.nat(8)).map(([at, len]) => (s: string) => { const i = at % (s.length + 1); return s.slice(0, i) + s.slice(i + len); }),
  fc.tuple(fc.nat(), fc.constantFrom(...HOSTILE)).map(([at, text]) => (s: string) => { const i = at % (s.length + 1); return s.slice(0, i) + text + s.slice(i); }),
  fc.tuple(fc.nat(), fc.nat(), fc.nat(40)).map(([from, to, len]) => (s: string) => { const i = from % (s.length + 1); const j = to % (s.length + 1); return s.slice(0, j) + s.slice(i, i + len) + s.slice(j); }),
  fc.tuple(fc.nat(), fc.string({ unit: "binary", maxLength: 4 })).map(([at, text]) => (s: string) => { const i = at % (s.length + 1); return s.slice(0, i) + text + s.slice(i); }),
);

/** A generated program with 1–4 random edits. */
export const mutatedArb: fc.Arbitrary<Generated> = fc
  .tuple(programArb, fc.array(mutation, { minLength: 1, maxLength: 4 }))
  .map(([program, edits]) => ({ language: program.language, source: edits.reduce((s, edit) => edit(s), program.source) }));

/** Valid and mutated programs, half and half. */
export const anyProgramArb: fc.Arbitrary<Generated> = fc.oneof(programArb, mutatedArb);
