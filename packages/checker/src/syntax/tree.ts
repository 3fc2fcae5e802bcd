/**
 * The program's syntax tree as the checker's passes read it: TypeScript 7's tree, as its API hands it to this
 * thread, with the few helpers its API does not carry. Two rules hold everywhere:
 *
 * - Positions and text come from the program's own text, never from the tree's copy: the native compiler's copy
 *   drops a byte-order mark while its positions count it, and it holds U+FFFD where the input had a lone surrogate.
 * - Nodes the compiler made from JSDoc (a `@typedef` becomes a type alias, `@param {T}` a type; flagged Reparsed
 *   or JSDoc) and synthetic nodes (no position) are not code: nothing in them runs, and they sit out of source
 *   order. Every walk here skips them.
 */
import { NodeFlags, skipTrivia, SyntaxKind } from "./ast.js";
import type { Node, SourceFile } from "./ast.js";

export { SyntaxKind };
export type { Node, SourceFile };

const NOT_CODE = NodeFlags.Reparsed | NodeFlags.JSDoc;

/** A node of the program's text: not made from JSDoc, not synthetic. */
export function isCode(node: Node): boolean {
  return (node.flags & NOT_CODE) === 0 && node.pos >= 0;
}

/** The code children of a node, in source order. */
export function childrenOf(node: Node): Node[] {
  const children: Node[] = [];
  node.forEachChild((child) => {
    if (isCode(child)) children.push(child);
    return undefined;
  });
  return children;
}

/** The program as every pass reads it: its tree, its own text, and its code nodes in source order. */
export interface Source {
  readonly tree: SourceFile;
  readonly text: string;
  /** Every code node, parents before children, in source order. */
  readonly nodes: readonly Node[];
  /** For the node at index i of `nodes`, the index just after its subtree (its descendants come right after it). */
  readonly subtreeEnd: Int32Array;
  /** Where a node's first token starts (its position after leading trivia), from the program's text. */
  start(node: Node): number;
  /** A node's code children, read once per program and node: `nodeAt` searches them. */
  children(node: Node): CodeChildren;
}

/** A node's code children, and whether they come in source order without overlapping (then searched by halves). */
export interface CodeChildren {
  readonly list: readonly Node[];
  readonly ordered: boolean;
}

/**
 * Reads a tree once into a Source, iteratively; undefined when some node is deeper than `maxDepth` (the passes,
 * and the compiler's checker, recurse on the tree: see limits.ts).
 */
export function createSource(tree: SourceFile, text: string, maxDepth: number): Source | undefined {
  const nodes: Node[] = [];
  const parents: number[] = [];
  // The nodes still to visit, with their depth and parent's index in parallel arrays: no object per node.
  const pending: Node[] = [tree];
  const depths: number[] = [0];
  const parentOf: number[] = [-1];
  let childDepth = 0;
  let parentIndex = -1;
  const visit = (child: Node): undefined => {
    if (isCode(child)) {
      pending.push(child);
      depths.push(childDepth);
      parentOf.push(parentIndex);
    }
    return undefined;
  };
  while (pending.length > 0) {
    const node = pending.pop() as Node;
    const depth = depths.pop() as number;
    const parent = parentOf.pop() as number;
    if (depth > maxDepth) return undefined;
    parentIndex = nodes.length;
    nodes.push(node);
    parents.push(parent);
    childDepth = depth + 1;
    const from = pending.length;
    node.forEachChild(visit);
    // Children were pushed in source order; the first must be visited first. Their depths and parent are all alike.
    for (let i = from, j = pending.length - 1; i < j; i++, j--) {
      const t = pending[i] as Node;
      pending[i] = pending[j] as Node;
      pending[j] = t;
    }
  }
  const subtreeEnd = new Int32Array(nodes.length);
  for (let i = nodes.length - 1; i >= 0; i--) {
    subtreeEnd[i] = Math.max(subtreeEnd[i] as number, i + 1);
    const p = parents[i] as number;
    if (p >= 0) subtreeEnd[p] = Math.max(subtreeEnd[p] as number, subtreeEnd[i] as number);
  }
  const starts = new Map<Node, number>();
  // Each node's code children, taken from `nodes` (never read from the compiler's tree again) on the first question
  // about the node: most programs with no finding ask none, the execution model asks all. Kept with this Source,
  // so with this program only.
  const kids = new Map<Node, CodeChildren>();
  let indexOf: Map<Node, number> | undefined;
  const childrenAt = (node: Node): Node[] => {
    if (indexOf === undefined) {
      indexOf = new Map();
      for (let i = 0; i < nodes.length; i++) indexOf.set(nodes[i] as Node, i);
    }
    const i = indexOf.get(node);
    // A node this Source does not hold (not code) is read from the tree.
    if (i === undefined) return childrenOf(node);
    const list: Node[] = [];
    for (let j = i + 1; j < (subtreeEnd[i] as number); j = subtreeEnd[j] as number) list.push(nodes[j] as Node);
    return list;
  };
  return {
    tree,
    text,
    nodes,
    subtreeEnd,
    start(node) {
      let start = starts.get(node);
      if (start === undefined) {
        start = node.kind === SyntaxKind.SourceFile ? 0 : skipTrivia(text, node.pos);
        starts.set(node, start);
      }
      return start;
    },
    children(node) {
      let known = kids.get(node);
      if (known === undefined) {
        known = codeChildren(childrenAt(node));
        kids.set(node, known);
      }
      return known;
    },
  };
}

/** The deepest code node whose text (trivia excluded) contains `pos`, or the source file. */
export function nodeAt(source: Source, pos: number): Node {
  let current: Node = source.tree;
  for (;;) {
    const next = childAt(source, current, pos);
    if (next === undefined) return current;
    current = next;
  }
}

/** Siblings do not overlap and come in source order; where a tree breaks that, the search falls back to a scan. */
function codeChildren(list: readonly Node[]): CodeChildren {
  return { list, ordered: list.every((c, i) => i === 0 || (list[i - 1] as Node).end <= c.pos) };
}

/** The code child of `node` whose text (trivia excluded) holds `pos`, by binary search where children are in order. */
function childAt(source: Source, node: Node, pos: number): Node | undefined {
  const { list: children, ordered } = source.children(node);
  if (!ordered) return children.find((child) => child.pos <= pos && pos < child.end && source.start(child) <= pos);
  let lo = 0;
  let hi = children.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const child = children[mid] as Node;
    if (pos < child.pos) hi = mid - 1;
    else if (pos >= child.end) lo = mid + 1;
    else return source.start(child) <= pos ? child : undefined;
  }
  return undefined;
}

const FUNCTION_LIKE: ReadonlySet<SyntaxKind> = new Set([
  SyntaxKind.FunctionDeclaration,
  SyntaxKind.FunctionExpression,
  SyntaxKind.ArrowFunction,
  SyntaxKind.MethodDeclaration,
  SyntaxKind.Constructor,
  SyntaxKind.GetAccessor,
  SyntaxKind.SetAccessor,
  SyntaxKind.MethodSignature,
  SyntaxKind.CallSignature,
  SyntaxKind.ConstructSignature,
  SyntaxKind.IndexSignature,
  SyntaxKind.FunctionType,
  SyntaxKind.ConstructorType,
]);

/** A function, method, accessor or signature: its body (if any) runs only when it is called. */
export function isFunctionLike(node: Node): boolean {
  return FUNCTION_LIKE.has(node.kind);
}

/** A class declaration or expression. */
export function isClassLike(node: Node): boolean {
  return node.kind === SyntaxKind.ClassDeclaration || node.kind === SyntaxKind.ClassExpression;
}

/** A node that is a type annotation (not an `extends X` clause's expression): nothing in it runs. */
export function isTypeNode(node: Node): boolean {
  return (node.kind >= SyntaxKind.FirstTypeNode && node.kind <= SyntaxKind.LastTypeNode) || KEYWORD_TYPES.has(node.kind);
}

const KEYWORD_TYPES: ReadonlySet<SyntaxKind> = new Set([
  SyntaxKind.AnyKeyword,
  SyntaxKind.BigIntKeyword,
  SyntaxKind.BooleanKeyword,
  SyntaxKind.IntrinsicKeyword,
  SyntaxKind.NeverKeyword,
  SyntaxKind.NumberKeyword,
  SyntaxKind.ObjectKeyword,
  SyntaxKind.StringKeyword,
  SyntaxKind.SymbolKeyword,
  SyntaxKind.UndefinedKeyword,
  SyntaxKind.UnknownKeyword,
  SyntaxKind.VoidKeyword,
]);

/** True when `node` sits in a type annotation, a type query, a type declaration or JSDoc: nothing there runs. */
export function isInTypeContext(node: Node): boolean {
  for (let n: Node | undefined = node; n !== undefined && n.kind !== SyntaxKind.SourceFile; n = n.parent) {
    if (!isCode(n)) return true;
    if (isTypeNode(n)) return true;
    if (n.kind === SyntaxKind.TypeAliasDeclaration || n.kind === SyntaxKind.InterfaceDeclaration) return true;
  }
  return false;
}

/** The flags of a variable declaration's list (`let`, `const`, `using`), or of the node itself. */
export function combinedNodeFlags(node: Node): number {
  let flags = node.flags;
  let n: Node | undefined = node;
  while (n !== undefined && (n.kind === SyntaxKind.BindingElement || n.kind === SyntaxKind.ObjectBindingPattern || n.kind === SyntaxKind.ArrayBindingPattern)) {
    n = n.parent;
  }
  if (n?.kind === SyntaxKind.VariableDeclaration) {
    flags |= n.flags;
    if (n.parent?.kind === SyntaxKind.VariableDeclarationList) flags |= n.parent.flags;
  }
  return flags;
}
