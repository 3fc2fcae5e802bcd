/**
 * Between the two syntax trees of one file: the TypeScript 6 tree the checker walks (parsed in this thread) and the
 * native compiler's tree of the same text. A node is the same node in both when its kind, start and end agree;
 * the kinds are numbered differently, so they are matched by name.
 */
import type TS from "typescript";
import ts from "../typescript.js";
import { SyntaxKind as NativeKind } from "typescript7/unstable/ast";
import type { Node as NativeNode } from "typescript7/unstable/ast";

const nativeKindByName = new Map<string, number>();
for (const [name, value] of Object.entries(NativeKind)) {
  if (typeof value === "number" && !/^(First|Last)/.test(name)) nativeKindByName.set(name, value);
}

const nativeKindOf = new Map<number, number>();
for (const [name, value] of Object.entries(ts.SyntaxKind)) {
  if (typeof value !== "number" || /^(First|Last)/.test(name)) continue;
  const native = nativeKindByName.get(name);
  if (native !== undefined && !nativeKindOf.has(value)) nativeKindOf.set(value, native);
}

/** The native compiler's number of the kind TypeScript 6 numbers `kind`, if it has that kind. */
export function nativeKind(kind: TS.SyntaxKind): number | undefined {
  return nativeKindOf.get(kind);
}

/** The native kind of a name, `ImportSpecifier` → its number. */
export function nativeKindNamed(name: string): number {
  const kind = nativeKindByName.get(name);
  if (kind === undefined) throw new Error(`native engine: no syntax kind ${name}`);
  return kind;
}

function key(pos: number, end: number, kind: number): string {
  return `${pos}:${end}:${kind}`;
}

/** Finds, for a node of the TypeScript 6 tree, the native node of the same file at the same place. */
export interface NodeMap {
  native(node: TS.Node): NativeNode | undefined;
}

/** Indexes every node of a native tree by place and kind. */
export function indexNativeTree(root: NativeNode): NodeMap {
  const byPlace = new Map<string, NativeNode>();
  const visit = (node: NativeNode): undefined => {
    const k = key(node.pos, node.end, node.kind);
    if (!byPlace.has(k)) byPlace.set(k, node);
    node.forEachChild(visit);
    return undefined;
  };
  visit(root);
  return {
    native(node) {
      const kind = nativeKind(node.kind);
      return kind === undefined ? undefined : byPlace.get(key(node.pos, node.end, kind));
    },
  };
}

/** Indexes a TypeScript 6 tree the other way: a native node's place and kind → the TypeScript 6 node. */
export function indexTree(root: TS.Node): (pos: number, end: number, nativeKindNumber: number) => TS.Node | undefined {
  const byPlace = new Map<string, TS.Node>();
  const visit = (node: TS.Node): void => {
    const kind = nativeKind(node.kind);
    if (kind !== undefined) {
      const k = key(node.pos, node.end, kind);
      if (!byPlace.has(k)) byPlace.set(k, node);
    }
    ts.forEachChild(node, visit);
  };
  visit(root);
  return (pos, end, kind) => byPlace.get(key(pos, end, kind));
}
