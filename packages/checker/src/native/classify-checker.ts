/**
 * The few TypeScript 6 checker questions diagnostics.ts asks to classify and word a finding, answered by the
 * native compiler: types at a node, contextual types, assignability, a call's resolved signature, a symbol and its
 * alias target, the non-nullable part of a type. Findings that need them are rare (a wrong argument, a missing
 * member, a comparison that cannot be true), so each question is one round trip, asked only when needed.
 *
 * Symbols carry TypeScript 6 flags and, for declarations, the TypeScript 6 nodes of gg.d.ts they stand for; a
 * declaration elsewhere is a placeholder that no question of diagnostics.ts matches (no kind, no source file).
 */
import type TS from "typescript";
import { SymbolFlags as NativeFlags } from "typescript7/unstable/sync";
import type { Project, Signature as NativeSignature, Symbol as NativeSymbol, Type as NativeType } from "typescript7/unstable/sync";
import ts from "../typescript.js";
import type { GgSymbols } from "./gg-symbols.js";
import type { NodeMap } from "./nodes.js";

// Native symbol flag bits → TypeScript 6 bits of the same name.
const FLAG_BITS: [number, number][] = [];
for (const [name, value] of Object.entries(NativeFlags)) {
  const ours = (ts.SymbolFlags as unknown as Record<string, number | undefined>)[name];
  if (typeof value === "number" && value !== 0 && (value & (value - 1)) === 0 && ours !== undefined) FLAG_BITS.push([value, ours]);
}

function ts6Flags(flags: number): TS.SymbolFlags {
  let out = 0;
  for (const [native, ours] of FLAG_BITS) if ((flags & native) !== 0) out |= ours;
  return out as TS.SymbolFlags;
}

/** A declaration outside gg.d.ts: nothing diagnostics.ts asks of a declaration is true of it. */
const ELSEWHERE = Object.freeze({ kind: ts.SyntaxKind.Unknown, flags: 0, pos: -1, end: -1, parent: undefined, getSourceFile: () => undefined });

/** What the adapter needs of one check. */
export interface ClassifyNative {
  readonly project: Project;
  readonly gg: GgSymbols;
  nodes(): NodeMap;
}

/** A TypeScript 6 `TypeChecker` for the questions diagnostics.ts asks (and only those), answered natively. */
export function createClassifyChecker(ctx: ClassifyNative): TS.TypeChecker {
  const { checker } = ctx.project;
  const symbols = new Map<number, TS.Symbol>();
  const types = new Map<number, TS.Type>();

  const nativeNode = (node: TS.Node): ReturnType<NodeMap["native"]> => ctx.nodes().native(node);

  const symbol = (s: NativeSymbol | undefined): TS.Symbol | undefined => {
    if (s === undefined) return undefined;
    const known = symbols.get(s.id);
    if (known !== undefined) return known;
    const made = {
      native: s,
      flags: ts6Flags(s.flags),
      name: s.name,
      escapedName: s.escapedName,
      declarations: s.declarations.map((d) => ctx.gg.declaration(d) ?? ELSEWHERE),
      getName: () => s.name,
      getFlags: () => ts6Flags(s.flags),
    } as unknown as TS.Symbol;
    symbols.set(s.id, made);
    return made;
  };
  const nativeSymbol = (s: TS.Symbol): NativeSymbol => (s as unknown as { native: NativeSymbol }).native;

  const type = (t: NativeType | undefined): TS.Type | undefined => {
    if (t === undefined) return undefined;
    const known = types.get(t.id);
    if (known !== undefined) return known;
    const union = t.isUnionType();
    const made = {
      native: t,
      isUnion: () => union,
      get types(): TS.Type[] {
        return t.isUnionType() ? t.getTypes().flatMap((m) => type(m) ?? []) : [];
      },
      get aliasSymbol(): TS.Symbol | undefined {
        return symbol(t.getAliasSymbol());
      },
      getSymbol: () => symbol(t.getSymbol()),
    } as unknown as TS.Type;
    types.set(t.id, made);
    return made;
  };
  const nativeType = (t: TS.Type): NativeType => (t as unknown as { native: NativeType }).native;
  // TypeScript 6 answers its error type (assignable to and from anything) for a node it has no type for.
  const orAny = (t: NativeType | undefined): TS.Type => type(t ?? checker.getAnyType()) as TS.Type;

  const signature = (s: NativeSignature | undefined): TS.Signature | undefined => {
    if (s === undefined) return undefined;
    const declaration = s.declaration === undefined ? undefined : (ctx.gg.declaration(s.declaration) ?? ELSEWHERE);
    return {
      get parameters(): TS.Symbol[] {
        return s.getParameters().flatMap((p) => symbol(p) ?? []);
      },
      getDeclaration: () => declaration,
    } as unknown as TS.Signature;
  };

  const adapter: Partial<TS.TypeChecker> = {
    getTypeAtLocation: (node) => {
      const n = nativeNode(node);
      return orAny(n === undefined ? undefined : checker.getTypeAtLocation(n));
    },
    getContextualType: (node) => {
      const n = nativeNode(node);
      return n === undefined ? undefined : type(checker.getContextualType(n as Parameters<typeof checker.getContextualType>[0]));
    },
    isTypeAssignableTo: (source, target) => checker.isTypeAssignableTo(nativeType(source), nativeType(target)),
    getResolvedSignature: (node) => {
      const n = nativeNode(node);
      return n === undefined ? undefined : signature(checker.getResolvedSignature(n));
    },
    getTypeOfSymbolAtLocation: (s, node) => {
      const n = nativeNode(node);
      return orAny(n === undefined ? undefined : checker.getTypeOfSymbolAtLocation(nativeSymbol(s), n));
    },
    getSymbolAtLocation: (node) => {
      const n = nativeNode(node);
      return n === undefined ? undefined : symbol(checker.getSymbolAtLocation(n));
    },
    getAliasedSymbol: (s) => symbol(checker.getAliasedSymbol(nativeSymbol(s))) as TS.Symbol,
    getNonNullableType: (t) => orAny(checker.getNonNullableType(nativeType(t))),
  };
  return adapter as TS.TypeChecker;
}
