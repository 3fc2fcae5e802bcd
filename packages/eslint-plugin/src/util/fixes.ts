import { AST_NODE_TYPES, type TSESLint, type TSESTree } from "@typescript-eslint/utils";
import type { Resolver } from "./resolve.js";

type Fixer = TSESLint.RuleFixer;
type Fix = TSESLint.RuleFix;

/** The value import `import { … } from "gg"` a new name can join, if the program has one. */
function namedGgImport(program: TSESTree.Program): TSESTree.ImportDeclaration | undefined {
  for (const statement of program.body) {
    if (statement.type !== AST_NODE_TYPES.ImportDeclaration || statement.source.value !== "gg") continue;
    if (statement.importKind === "type") continue;
    if (statement.specifiers.some((s) => s.type === AST_NODE_TYPES.ImportNamespaceSpecifier)) continue;
    if (statement.specifiers.some((s) => s.type === AST_NODE_TYPES.ImportSpecifier)) return statement;
  }
  return undefined;
}

/** Where a new import line goes: after the last import, else before the first statement that is not a directive. */
function insertionPoint(program: TSESTree.Program): { node: TSESTree.Node; after: boolean } | undefined {
  const imports = program.body.filter((s) => s.type === AST_NODE_TYPES.ImportDeclaration);
  const last = imports[imports.length - 1];
  if (last) return { node: last, after: true };
  const first = program.body.find((s) => !(s.type === AST_NODE_TYPES.ExpressionStatement && s.directive !== undefined));
  if (first) return { node: first, after: false };
  const lastDirective = program.body[program.body.length - 1];
  return lastDirective ? { node: lastDirective, after: true } : undefined;
}

/**
 * A fix that makes `name` imported from "gg" (joining an existing `import { … } from "gg"`), or null when the
 * program is a script (no import statements) or has nowhere to put it.
 */
export function addGgImport(fixer: Fixer, sourceCode: Readonly<TSESLint.SourceCode>, name: string): Fix | null {
  const program = sourceCode.ast;
  if (program.sourceType !== "module") return null;
  const existing = namedGgImport(program);
  if (existing) {
    const specifiers = existing.specifiers.filter((s) => s.type === AST_NODE_TYPES.ImportSpecifier);
    const last = specifiers[specifiers.length - 1];
    if (last) return fixer.insertTextAfter(last, `, ${name}`);
  }
  const point = insertionPoint(program);
  const line = `import { ${name} } from "gg";`;
  if (!point) return fixer.insertTextAfterRange([0, 0], `${line}\n`);
  return point.after ? fixer.insertTextAfter(point.node, `\n${line}`) : fixer.insertTextBefore(point.node, `${line}\n`);
}

/** The local name that reaches gg itself at `at` (`gg`, or the name of `import * as g from "gg"`), if any. */
export function rootNameAt(resolver: Resolver, program: TSESTree.Program, at: TSESTree.Node): string | undefined {
  // The program's own namespace import first: it is the spelling the program already chose.
  for (const statement of program.body) {
    if (statement.type !== AST_NODE_TYPES.ImportDeclaration || statement.source.value !== "gg") continue;
    for (const specifier of statement.specifiers) {
      if (specifier.type !== AST_NODE_TYPES.ImportNamespaceSpecifier) continue;
      if (resolver.lookup(at, specifier.local.name)?.kind === "root") return specifier.local.name;
    }
  }
  return resolver.lookup(at, "gg")?.kind === "root" ? "gg" : undefined;
}

/** Replaces an identifier with `text`, keeping a shorthand property (`{ files }`) valid. */
export function replaceIdentifier(fixer: Fixer, identifier: TSESTree.Identifier, text: string): Fix {
  const parent = identifier.parent;
  if (parent?.type === AST_NODE_TYPES.Property && parent.shorthand && parent.value === identifier) {
    return fixer.replaceText(identifier, `${identifier.name}: ${text}`);
  }
  return fixer.replaceText(identifier, text);
}

/** Whether an identifier stands where a qualified name cannot (an export specifier, a shorthand pattern). */
export function cannotQualify(identifier: TSESTree.Identifier): boolean {
  const parent = identifier.parent;
  return parent?.type === AST_NODE_TYPES.ExportSpecifier || parent?.type === AST_NODE_TYPES.AssignmentPattern && parent.left === identifier
    || parent?.type === AST_NODE_TYPES.Property && parent.parent?.type === AST_NODE_TYPES.ObjectPattern;
}
