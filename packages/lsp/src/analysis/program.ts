/**
 * A parsed view of one document: the syntax tree (no program, no type checker, no disk) and
 * what its names bind to in gg, so the features can tell which gg name sits under the cursor.
 */
import type TS from "typescript";
import ts from "./typescript.js";
import { DEFAULT_MAX_DEPTH, type Language } from "@gg/checker";

/** A path from the gg root: `["files", "readFile"]` is `gg.files.readFile`; `[]` is `gg` itself. */
export type GgPath = readonly string[];

/** One name the document binds to a gg path, with where it is visible. */
interface Binding {
  /** The text range of the scope the name is visible in. */
  readonly scopeStart: number;
  readonly scopeEnd: number;
  /** Resolved lazily: a `const` alias points at an expression. */
  readonly target: GgPath | TS.Expression;
  /** Extra members after the expression (a destructured `{ readFile } = gg.files`). */
  readonly suffix: readonly string[];
}

/** A parsed document. */
export interface ParsedProgram {
  readonly text: string;
  readonly source: TS.SourceFile;
  /** The gg path an identifier-or-member expression stands for, or undefined when it is not gg's. */
  pathOf(node: TS.Node): GgPath | undefined;
  /** The gg path a bare name stands for at `offset` (imports, `import * as`, aliases, the global `gg`). */
  resolveName(name: string, offset: number): GgPath | undefined;
  /** The innermost token-like node covering `offset` (its end included, so a cursor just after a word finds it). */
  nodeAt(offset: number): TS.Node | undefined;
  /** Names bound by `import { … } from "gg"` declarations. */
  importedNames(): ReadonlySet<string>;
}

/** The one module a gg program may import. */
export const GG_MODULE = "gg";
const GG_ROOT = "gg";
const MAX_ALIAS_DEPTH = 16;
/**
 * Brackets nested deeper than this are not parsed for hover and completion: TypeScript's parser
 * recurses, and a model's program must not be able to overflow the server's stack. The limit is the
 * checker's, which reports such a program (`too_deep`).
 */
export const MAX_NESTING = DEFAULT_MAX_DEPTH;

/** Parses a document's text as TypeScript or JavaScript. */
export function parseProgram(text: string, language: Language): ParsedProgram {
  const kind = language === "ts" ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  const parse = (input: string): TS.SourceFile =>
    ts.createSourceFile(language === "ts" ? "program.ts" : "program.js", input, ts.ScriptTarget.ES2023, true, kind);
  let source: TS.SourceFile;
  try {
    source = nestingDepth(text) > MAX_NESTING ? parse("") : parse(text);
  } catch {
    // A parser fault on hostile input leaves the document without gg names, never the server without a process.
    source = parse("");
  }
  const bindings = new Map<string, Binding[]>();
  const declaredElsewhere = new Set<string>();
  const imported = new Set<string>();
  const declarationNames = new Map<TS.Node, Binding>();

  function add(name: TS.Identifier, binding: Binding): void {
    const list = bindings.get(name.text) ?? [];
    list.push(binding);
    bindings.set(name.text, list);
    declarationNames.set(name, binding);
  }

  function scopeOf(node: TS.Node): TS.Node {
    let current = node.parent;
    while (current && !isScope(current)) current = current.parent;
    return current ?? source;
  }

  // An explicit stack instead of recursion: a model's program may nest deeper than the call stack.
  const stack: TS.Node[] = [source];
  while (stack.length > 0) {
    const node = stack.pop() as TS.Node;
    collect(node);
    node.forEachChild((child) => {
      stack.push(child);
    });
  }

  function collect(node: TS.Node): void {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && node.moduleSpecifier.text === GG_MODULE) {
      const bindingsNode = node.importClause?.namedBindings;
      if (bindingsNode && ts.isNamespaceImport(bindingsNode)) {
        add(bindingsNode.name, { scopeStart: 0, scopeEnd: source.end, target: [], suffix: [] });
      } else if (bindingsNode && ts.isNamedImports(bindingsNode)) {
        for (const element of bindingsNode.elements) {
          const exported = (element.propertyName ?? element.name).text;
          add(element.name, { scopeStart: 0, scopeEnd: source.end, target: [exported], suffix: [] });
          imported.add(exported);
        }
      }
      return;
    }
    if (ts.isVariableDeclaration(node) && node.initializer) {
      const scope = scopeOf(node.parent.parent ?? node);
      if (ts.isIdentifier(node.name)) {
        add(node.name, { scopeStart: scope.pos, scopeEnd: scope.end, target: node.initializer, suffix: [] });
      } else if (ts.isObjectBindingPattern(node.name)) {
        for (const element of node.name.elements) {
          if (!ts.isIdentifier(element.name) || element.dotDotDotToken) continue;
          const property = element.propertyName && ts.isIdentifier(element.propertyName) ? element.propertyName.text : element.name.text;
          add(element.name, { scopeStart: scope.pos, scopeEnd: scope.end, target: node.initializer, suffix: [property] });
        }
      }
      return;
    }
    const name = (node as { name?: TS.Node }).name;
    if (name && ts.isIdentifier(name) && isDeclaration(node) && !declarationNames.has(name)) declaredElsewhere.add(name.text);
  }

  function bindingFor(name: string, offset: number): Binding | undefined {
    let best: Binding | undefined;
    for (const binding of bindings.get(name) ?? []) {
      if (offset < binding.scopeStart || offset > binding.scopeEnd) continue;
      if (!best || binding.scopeStart >= best.scopeStart) best = binding;
    }
    return best;
  }

  function targetOf(binding: Binding, depth: number): GgPath | undefined {
    const base = Array.isArray(binding.target)
      ? (binding.target as GgPath)
      : expressionPath(binding.target as TS.Expression, depth + 1);
    return base === undefined ? undefined : [...base, ...binding.suffix];
  }

  function resolve(name: string, offset: number, depth: number): GgPath | undefined {
    if (depth > MAX_ALIAS_DEPTH) return undefined;
    const binding = bindingFor(name, offset);
    if (binding) return targetOf(binding, depth);
    if (name === GG_ROOT && !declaredElsewhere.has(name)) return [];
    return undefined;
  }

  function expressionPath(node: TS.Node, depth: number): GgPath | undefined {
    if (depth > MAX_ALIAS_DEPTH) return undefined;
    if (ts.isIdentifier(node)) {
      const binding = declarationNames.get(node);
      if (binding) return targetOf(binding, depth);
      return resolve(node.text, node.getStart(source), depth);
    }
    if (ts.isPropertyAccessExpression(node)) return extend(expressionPath(node.expression, depth), node.name.text);
    if (ts.isQualifiedName(node)) return extend(expressionPath(node.left, depth), node.right.text);
    if (ts.isElementAccessExpression(node) && ts.isStringLiteralLike(node.argumentExpression)) {
      return extend(expressionPath(node.expression, depth), node.argumentExpression.text);
    }
    if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isNonNullExpression(node) || ts.isSatisfiesExpression(node)) {
      return expressionPath(node.expression, depth);
    }
    if (ts.isTypeReferenceNode(node)) return expressionPath(node.typeName, depth);
    if (ts.isImportSpecifier(node) && isGgImport(node)) return [(node.propertyName ?? node.name).text];
    return undefined;
  }

  return {
    text,
    source,
    pathOf: (node) => expressionPath(node, 0),
    resolveName: (name, offset) => resolve(name, offset, 0),
    nodeAt: (offset) => innermostAt(source, offset),
    importedNames: () => imported,
  };
}

/** The deepest bracket nesting in `text`, by an iterative scan (brackets in strings and comments count too: an upper bound). */
export function nestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 40 || c === 91 || c === 123) {
      depth++;
      if (depth > deepest) deepest = depth;
    } else if ((c === 41 || c === 93 || c === 125) && depth > 0) {
      depth--;
    }
  }
  return deepest;
}

function extend(path: GgPath | undefined, member: string): GgPath | undefined {
  return path === undefined ? undefined : [...path, member];
}

function isGgImport(node: TS.ImportSpecifier): boolean {
  const declaration = node.parent.parent.parent;
  return ts.isStringLiteral(declaration.moduleSpecifier) && declaration.moduleSpecifier.text === GG_MODULE;
}

function isScope(node: TS.Node): boolean {
  return (
    ts.isBlock(node) ||
    ts.isSourceFile(node) ||
    ts.isModuleBlock(node) ||
    ts.isCaseBlock(node) ||
    ts.isForStatement(node) ||
    ts.isForInStatement(node) ||
    ts.isForOfStatement(node) ||
    ts.isFunctionLike(node)
  );
}

function isDeclaration(node: TS.Node): boolean {
  return (
    ts.isParameter(node) ||
    ts.isFunctionDeclaration(node) ||
    ts.isClassDeclaration(node) ||
    ts.isBindingElement(node) ||
    ts.isInterfaceDeclaration(node) ||
    ts.isTypeAliasDeclaration(node) ||
    ts.isEnumDeclaration(node) ||
    ts.isModuleDeclaration(node) ||
    ts.isImportSpecifier(node) ||
    ts.isImportEqualsDeclaration(node) ||
    ts.isVariableDeclaration(node)
  );
}

function innermostAt(source: TS.SourceFile, offset: number): TS.Node | undefined {
  let found: TS.Node | undefined;
  let current: TS.Node = source;
  // Iterative descent: at each level take the child whose text covers the offset.
  for (;;) {
    let next: TS.Node | undefined;
    current.forEachChild((child) => {
      if (next) return;
      const start = child.getStart(source);
      if (start <= offset && offset <= child.end) next = child;
    });
    if (!next) break;
    found = next;
    current = next;
  }
  return found;
}
