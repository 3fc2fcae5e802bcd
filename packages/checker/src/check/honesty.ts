/**
 * A program cannot talk the checker into believing what the runtime does not have: ambient declarations,
 * reference directives and imports other than "gg" are findings of their own, certain to fail (they decide a
 * JavaScript verdict too and no directive hides them). Bidirectional control characters are an advisory warning.
 */
import type { CallExpression, FileReference, ModifierLike } from "../syntax/ast.js";
import { isCallExpression, isIdentifier, isStringLiteralLikeNode, SyntaxKind } from "../syntax/ast.js";
import * as messages from "../messages.js";
import { GG } from "../registry.js";
import { executionOf } from "./execution/index.js";
import type { EngineProgram } from "../engine-interface.js";
import type { RawDiagnostic } from "./raw-diagnostic.js";
import { isCode, isInTypeContext } from "../syntax/tree.js";
import type { Node, Source } from "../syntax/tree.js";

/**
 * Findings for ambient declarations and `/// <reference>` directives that change what the checker believes the
 * program has. Not for what leaves the run as it is: a reference in JavaScript is a comment (the compiler never
 * reads what it names, see below), `/// <reference lib="es2023" />` names a library the guest has, and a
 * `declare const` only types read (`typeof settings`) is erased with them.
 */
export function honestyFindings(source: Source, program: EngineProgram): RawDiagnostic[] {
  const language = program.language;
  const found: RawDiagnostic[] = [];
  const refs: [string, readonly FileReference[]][] =
    language === "js"
      ? []
      : [
          ["path", source.tree.referencedFiles],
          ["types", source.tree.typeReferenceDirectives],
          ["lib", source.tree.libReferenceDirectives.filter((r) => !program.isGuestLibrary(r.fileName))],
        ];
  for (const [kind, list] of refs) {
    for (const r of list) {
      found.push({ start: r.pos, length: r.end - r.pos, code: GG.reference, message: messages.referenceDirective(kind, r.fileName), certain: true });
    }
  }
  let valueUses: ReadonlySet<string> | undefined;
  // An ambient declaration is reported once, at its head: what it declares inside is part of the same finding.
  let inside: Node | undefined;
  for (const node of source.nodes) {
    if (inside !== undefined && node.pos >= inside.pos && node.end <= inside.end) continue;
    inside = undefined;
    const what = ambientText(node, source);
    if (what === undefined) continue;
    inside = node;
    if (language === "ts") {
      valueUses ??= namesReadAsValues(source);
      if (declaresNoValueRead(node, valueUses, source)) continue;
    }
    const start = source.start(node);
    found.push({ start, length: Math.min(node.end, start + what.length) - start, code: GG.ambient, message: messages.ambientDeclaration(what), certain: true });
  }
  return found;
}

/**
 * An ambient declaration (not exported) that claims no value the program reads: one of types only (an interface, a
 * type alias, a namespace holding only such — it makes no value, whatever its name: `namespace gg.files { interface
 * DirEntry … }`), a `declare const`/`let`/`var`, `function`, `class` or `enum` whose names only types read
 * (`type S = typeof settings`), or a `declare global` / `declare namespace` holding only such declarations (a
 * namespace's own name not read as a value either). Types are erased before the program runs, so nothing it claims is
 * missing then. `declare module "x"` always claims a module (`declare module "gg"` of types only adds types to one
 * that exists).
 */
function declaresNoValueRead(statement: Node, valueUses: ReadonlySet<string>, source: Source, top = true): boolean {
  const modifiers = (statement as Node & { readonly modifiers?: readonly ModifierLike[] }).modifiers ?? [];
  // `export declare …` at the top claims a value of the module; `export` inside a namespace only makes a member of it.
  if (top && modifiers.some((m) => m.kind === SyntaxKind.ExportKeyword)) return false;
  if (typesOnly(statement)) return true;
  const named = (name: Node | undefined): boolean => name?.kind === SyntaxKind.Identifier && (name as Node & { readonly text: string }).text !== undefined && !valueUses.has((name as Node & { readonly text: string }).text);
  switch (statement.kind) {
    case SyntaxKind.VariableStatement: {
      const list = (statement as Node & { readonly declarationList: Node & { readonly declarations: readonly (Node & { readonly name: Node })[] } }).declarationList;
      return list.declarations.every((d) => named(d.name));
    }
    case SyntaxKind.FunctionDeclaration:
    case SyntaxKind.ClassDeclaration:
    case SyntaxKind.EnumDeclaration:
      return named((statement as Node & { readonly name?: Node }).name);
    case SyntaxKind.ModuleDeclaration: {
      const m = statement as Node & { readonly name: Node; readonly body?: Node & { readonly statements?: readonly Node[] } };
      // `declare global` is named by a keyword-like identifier; a namespace by its name; a module by a string.
      const global = /^(declare\s+)?global\b/.test(source.text.slice(source.start(statement), statement.end));
      if (m.name.kind === SyntaxKind.StringLiteral || (!global && !named(m.name))) return false;
      if (m.body?.kind === SyntaxKind.ModuleDeclaration) return declaresNoValueRead(m.body, valueUses, source, false);
      return (m.body?.statements ?? []).every((inner) => declaresNoValueRead(inner, valueUses, source, false));
    }
    default:
      return false;
  }
}

/** Whether a declaration holds types only: an interface, a type alias, or a namespace (not a module) of only those. */
function typesOnly(statement: Node): boolean {
  if (statement.kind === SyntaxKind.InterfaceDeclaration || statement.kind === SyntaxKind.TypeAliasDeclaration) return true;
  if (statement.kind !== SyntaxKind.ModuleDeclaration) return false;
  const m = statement as Node & { readonly name: Node & { readonly text?: string }; readonly body?: Node & { readonly statements?: readonly Node[] } };
  // A module is claimed by its name, except "gg", which exists: adding types to it claims nothing.
  if ((m.name.kind === SyntaxKind.StringLiteral && m.name.text !== "gg") || m.body === undefined) return false;
  if (m.body.kind === SyntaxKind.ModuleDeclaration) return typesOnly(m.body);
  return (m.body.statements ?? []).every(typesOnly);
}

/**
 * Every name the program reads where it runs: an identifier outside types and JSDoc that is not a declaration's own
 * name, a member name or a key. Read by name: a value of the same name in another scope counts too, which only keeps
 * a finding.
 */
function namesReadAsValues(source: Source): ReadonlySet<string> {
  const names = new Set<string>();
  for (const node of source.nodes) {
    if (!isIdentifier(node) || names.has(node.text)) continue;
    const text = node.text;
    const parent = node.parent as (Node & { readonly name?: Node }) | undefined;
    if (parent !== undefined && parent.name === node && NAMING.has(parent.kind)) continue;
    if (isInTypeContext(node)) continue;
    names.add(text);
  }
  return names;
}

// Nodes whose `name` names them (or a member, or a key) rather than reading a value.
const NAMING: ReadonlySet<SyntaxKind> = new Set([
  SyntaxKind.VariableDeclaration,
  SyntaxKind.PropertyAccessExpression,
  SyntaxKind.PropertyAssignment,
  SyntaxKind.PropertyDeclaration,
  SyntaxKind.PropertySignature,
  SyntaxKind.MethodDeclaration,
  SyntaxKind.MethodSignature,
  SyntaxKind.GetAccessor,
  SyntaxKind.SetAccessor,
  SyntaxKind.EnumMember,
  SyntaxKind.QualifiedName,
  // A declaration's own name: `declare function helper`, `declare namespace Shapes`.
  SyntaxKind.FunctionDeclaration,
  SyntaxKind.ClassDeclaration,
  SyntaxKind.EnumDeclaration,
  SyntaxKind.ModuleDeclaration,
  SyntaxKind.InterfaceDeclaration,
  SyntaxKind.TypeAliasDeclaration,
]);

const AMBIENT_KINDS: ReadonlySet<SyntaxKind> = new Set([
  SyntaxKind.VariableStatement,
  SyntaxKind.FunctionDeclaration,
  SyntaxKind.ClassDeclaration,
  SyntaxKind.ModuleDeclaration,
  SyntaxKind.EnumDeclaration,
]);

/** `declare const files`, `declare global`, `declare module "x"`, … for an ambient value declaration; undefined otherwise. */
function ambientText(node: Node, source: Source): string | undefined {
  if (!AMBIENT_KINDS.has(node.kind)) return undefined;
  const modifiers = (node as Node & { readonly modifiers?: readonly ModifierLike[] }).modifiers ?? [];
  if (!modifiers.some((m) => m.kind === SyntaxKind.DeclareKeyword)) return undefined;
  const text = source.text.slice(source.start(node), node.end);
  // The head of the declaration, up to its name: `declare const files`, `declare module "fs"`.
  const head = /^[^=:{;(<]*/.exec(text)?.[0].trim() ?? "declare";
  return head.replace(/\s+/g, " ");
}

/** GG1001 for every module specifier of the program other than "gg" (imports, `import()`, `require`, import types, JSDoc). */
export function importFindings(source: Source): RawDiagnostic[] {
  const found: RawDiagnostic[] = [];
  for (const literal of source.tree.imports) {
    if (!isStringLiteralLikeNode(literal) || literal.text === "gg") continue;
    const name = literal.text;
    // `declare module "x"` is an ambient declaration, reported as such; `import("x")` is GG1007's.
    if (literal.parent?.kind === SyntaxKind.ModuleDeclaration || isImportCall(literal.parent)) continue;
    // A JSDoc type (`@type {import("node:fs").Stats}`) is a comment when the program runs: nothing is loaded.
    if (literal.pos >= 0 && !isCode(literal)) continue;
    // A specifier the compiler made (a pragma such as `@jsxImportSource x`) has no place: point at its text.
    const synthesized = literal.pos < 0;
    const start = synthesized ? Math.max(0, source.text.indexOf(name)) : source.start(literal);
    const length = synthesized ? name.length : literal.end - start;
    // An import line never links; `require("x")` is a call, and fails only where it runs (and throws uncaught).
    const call = requireCall(literal);
    // The program's own `require` (a shim over gg, a parameter) loads nothing: it is a call like any other.
    if (call !== undefined && executionOf(source).scopes.declarationOf((call as CallExpression).expression) !== undefined) continue;
    // So is one it sets on the global object (`globalThis.require = (id) => modules[id]`).
    if (call !== undefined && executionOf(source).setsGlobal("require")) continue;
    const certain = call === undefined || executionOf(source).fails(call, "require");
    found.push({ start, length, code: GG.importNotGg, message: messages.importNotGg(name), certain });
  }
  return found;
}

/** GG1007 for every `import(…)`: the guest links "gg" to import lines before the program runs, and loads nothing after. */
export function dynamicImportFindings(source: Source): RawDiagnostic[] {
  const found: RawDiagnostic[] = [];
  for (const node of source.nodes) {
    if (!isImportCall(node)) continue;
    const first = node.arguments[0];
    const specifier = first !== undefined && isStringLiteralLikeNode(first) ? first.text : undefined;
    const start = source.start(node);
    // `import()` returns a promise that rejects: a failure where the call runs and nothing handles the rejection.
    const model = executionOf(source);
    const certain = model.runs(node) && !model.promiseHandled(node);
    found.push({ start, length: node.end - start, code: GG.dynamicImport, message: messages.dynamicImport(specifier), certain });
  }
  return found;
}

/** The `require(…)` call a module specifier is the argument of, if any. */
function requireCall(literal: Node): Node | undefined {
  const call = literal.parent;
  return call !== undefined && isCallExpression(call) && isIdentifier(call.expression) && call.expression.text === "require" ? call : undefined;
}

/** `import(…)`. */
function isImportCall(node: Node | undefined): node is CallExpression {
  return node !== undefined && isCallExpression(node) && node.expression.kind === SyntaxKind.ImportKeyword;
}

// Characters that reorder how text displays (Trojan Source, CVE-2021-42574).
const BIDI = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;

/** A warning for every bidirectional control character. */
export function bidiFindings(text: string): RawDiagnostic[] {
  const found: RawDiagnostic[] = [];
  for (const m of text.matchAll(BIDI)) {
    found.push({ start: m.index, length: 1, code: GG.bidi, message: messages.bidiControl(m[0].charCodeAt(0)), certain: false, advisory: true });
  }
  return found;
}
