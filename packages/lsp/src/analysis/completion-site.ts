/**
 * What kind of completion the cursor asks for: members after a gg path and a dot, names inside
 * `import { … } from "gg"`, or a key/code inside a string compared with a failure's `operation`/`code`.
 */
import type TS from "typescript";
import ts from "./typescript.js";
import { GG_MODULE, type GgPath, type ParsedProgram } from "./program.js";

/** A completion request, understood. Offsets delimit the text a chosen item replaces. */
export type CompletionSite =
  | { readonly kind: "member"; readonly path: GgPath; readonly start: number; readonly end: number }
  | { readonly kind: "import"; readonly start: number; readonly end: number; readonly present: ReadonlySet<string> }
  | { readonly kind: "string"; readonly field: "operation" | "code"; readonly start: number; readonly end: number };

const IDENTIFIER_PART = /[\p{ID_Continue}$\u200c\u200d]/u;
const IDENTIFIER_START = /[\p{ID_Start}$_]/u;

/** Understands the cursor at `offset`, or undefined when no gg completion applies there. */
export function completionSiteAt(program: ParsedProgram, offset: number): CompletionSite | undefined {
  const { text } = program;
  const node = program.nodeAt(offset);
  if (node && ts.isStringLiteralLike(node)) return stringSite(program, node, offset);
  if (insideComment(program.source, offset)) return undefined;
  const importSite = importSiteAt(program, offset);
  if (importSite) return importSite;

  let start = offset;
  while (start > 0 && IDENTIFIER_PART.test(text.charAt(start - 1))) start--;
  let end = offset;
  while (end < text.length && IDENTIFIER_PART.test(text.charAt(end))) end++;
  let dot = start - 1;
  while (dot >= 0 && /\s/.test(text.charAt(dot))) dot--;
  if (text.charAt(dot) !== "." || text.charAt(dot - 1) === ".") return undefined;
  const chain = chainBefore(text, dot);
  if (!chain) return undefined;
  const [root, ...members] = chain.names;
  if (root === undefined) return undefined;
  const base = program.resolveName(root, chain.start);
  if (base === undefined) return undefined;
  return { kind: "member", path: [...base, ...members], start, end };
}

/** Reads `a.b.c` backwards from the dot that follows it; only plain names and dots, no calls. */
function chainBefore(text: string, dot: number): { names: string[]; start: number } | undefined {
  const names: string[] = [];
  let position = dot;
  for (;;) {
    let end = position;
    while (end > 0 && /\s/.test(text.charAt(end - 1))) end--;
    let begin = end;
    while (begin > 0 && IDENTIFIER_PART.test(text.charAt(begin - 1))) begin--;
    const name = text.slice(begin, end);
    if (name === "" || !IDENTIFIER_START.test(name.charAt(0))) return undefined;
    names.unshift(name);
    let before = begin - 1;
    while (before >= 0 && /\s/.test(text.charAt(before))) before--;
    if (before >= 0 && text.charAt(before) === "." && text.charAt(before - 1) !== ".") {
      position = before;
      continue;
    }
    if (before >= 0 && text.charAt(before) === "?" ) return undefined;
    return { names, start: begin };
  }
}

function importSiteAt(program: ParsedProgram, offset: number): CompletionSite | undefined {
  for (const statement of program.source.statements) {
    if (!ts.isImportDeclaration(statement)) continue;
    if (!ts.isStringLiteral(statement.moduleSpecifier) || statement.moduleSpecifier.text !== GG_MODULE) continue;
    const named = statement.importClause?.namedBindings;
    if (!named || !ts.isNamedImports(named)) continue;
    const open = named.getStart(program.source) + 1;
    const close = named.end - 1;
    if (offset < open || offset > close) continue;
    let start = offset;
    while (start > open && IDENTIFIER_PART.test(program.text.charAt(start - 1))) start--;
    let end = offset;
    while (end < close && IDENTIFIER_PART.test(program.text.charAt(end))) end++;
    const present = new Set(
      named.elements
        .filter((element) => !(element.name.getStart(program.source) <= offset && offset <= element.name.end))
        .map((element) => (element.propertyName ?? element.name).text),
    );
    return { kind: "import", start, end, present };
  }
  return undefined;
}

function stringSite(program: ParsedProgram, node: TS.StringLiteralLike, offset: number): CompletionSite | undefined {
  const start = node.getStart(program.source) + 1;
  const raw = program.text.slice(start - 1, node.end);
  const terminated = raw.length >= 2 && raw.endsWith(raw.charAt(0));
  const end = terminated ? node.end - 1 : node.end;
  if (offset < start || offset > end) return undefined;
  const field = comparedField(node);
  return field ? { kind: "string", field, start, end } : undefined;
}

/** `x.operation === "…"`, `"…" !== x.code`, `switch (x.operation) { case "…": }`: which field the string is compared with. */
export function comparedField(node: TS.Node): "operation" | "code" | undefined {
  const parent = node.parent;
  if (ts.isBinaryExpression(parent) && isEqualityOperator(parent.operatorToken.kind)) {
    return fieldOf(parent.left === node ? parent.right : parent.left);
  }
  if (ts.isCaseClause(parent) && parent.expression === node) return fieldOf(parent.parent.parent.expression);
  return undefined;
}

function fieldOf(node: TS.Expression): "operation" | "code" | undefined {
  while (ts.isParenthesizedExpression(node)) node = node.expression;
  if (!ts.isPropertyAccessExpression(node)) return undefined;
  const name = node.name.text;
  return name === "operation" || name === "code" ? name : undefined;
}

function isEqualityOperator(kind: TS.SyntaxKind): boolean {
  return (
    kind === ts.SyntaxKind.EqualsEqualsEqualsToken ||
    kind === ts.SyntaxKind.EqualsEqualsToken ||
    kind === ts.SyntaxKind.ExclamationEqualsEqualsToken ||
    kind === ts.SyntaxKind.ExclamationEqualsToken
  );
}

function insideComment(source: TS.SourceFile, offset: number): boolean {
  const text = source.text;
  const scanner = ts.createScanner(ts.ScriptTarget.ES2023, false, source.languageVariant, text);
  // Scanning is linear and iterative; good enough for one completion request.
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    const start = scanner.getTokenStart();
    if (start >= offset) return false;
    const end = scanner.getTokenEnd();
    if (kind === ts.SyntaxKind.SingleLineCommentTrivia || kind === ts.SyntaxKind.MultiLineCommentTrivia) {
      if (offset > start && (offset < end || (kind === ts.SyntaxKind.SingleLineCommentTrivia && offset === end))) return true;
    }
  }
  return false;
}
