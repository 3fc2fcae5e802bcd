/**
 * `globalThis.process`, `globalThis["require"]`, `const g = globalThis; g.process`: a property the guest's global
 * object does not have (it has ECMAScript 2023's globals, `console` and `gg`). Reading on from it or calling it is a
 * certain TypeError; a bare read (undefined), an assignment (it creates the global) or a guarded test runs, and is only
 * a warning. The global object is found however the program reaches it — the name itself, or any value the compiler
 * types as `typeof globalThis` (an alias, `globalThis.globalThis`, a field holding it), which TypeScript reports as an
 * implicit `any` (TS7017, TS7053) at the member.
 */
import { tsCode } from "../codes.js";
import * as messages from "../messages.js";
import { GG } from "../registry.js";
import { isUsedOn, setsGlobal } from "./classify.js";
import { executionOf } from "./execution/index.js";
import { LIBRARY_ONLY_GLOBALS } from "./host-globals.js";
import { OBJECT_PROTOTYPE } from "./execution/syntax.js";
import type { ExecutionModel } from "./execution/index.js";
import type { EngineDiagnostic, EngineProgram } from "../engine-interface.js";
import type { GgNames } from "./names.js";
import type { RawDiagnostic } from "./raw-diagnostic.js";
import { isIdentifier } from "../syntax/ast.js";
import { unparenthesised } from "../syntax/parentheses.js";
import { isInTypeContext, nodeAt, SyntaxKind } from "../syntax/tree.js";
import type { Node, Source } from "../syntax/tree.js";

type Access = Node & { readonly expression?: Node; readonly name?: Member; readonly argumentExpression?: Member };
type Member = Node & { readonly text?: string };

// TypeScript's implicit-any codes for a member of a type without it (the engine says whether that type is the global object's).
const MISSING_ON_TYPE = new Set([7017, 7053]);
// "Property 'x' does not exist on type …": how TypeScript reports a missing global destructured.
const MISSING_PROPERTY = tsCode(2339, "missing-member");

/** A finding (GG1008) for every property of the global object the guest lacks. */
export function globalThisFindings(source: Source, program: EngineProgram, names: GgNames, semantic: readonly EngineDiagnostic[]): RawDiagnostic[] {
  const accesses = new Set<Access>();
  if (source.text.includes("globalThis")) {
    const named: [Access, Node][] = [];
    for (const node of source.nodes) {
      const owner = (node as Access).expression;
      const name = owner === undefined ? undefined : globalThisName(owner);
      if (name !== undefined) named.push([node as Access, name]);
    }
    // One batch for every `globalThis` read, not a round trip each.
    program.askAhead(named.map(([, name]) => name));
    for (const [node, name] of named) if (program.isLibraryGlobal(name)) accesses.add(node);
  }
  for (const d of semantic) {
    if (!MISSING_ON_TYPE.has(d.code)) continue;
    const access = accessOf(source, d);
    if (access?.expression !== undefined && program.isGlobalObject(access.expression)) accesses.add(access);
  }
  const found: RawDiagnostic[] = [];
  // Built only for a finding: most programs have none, and the model costs a walk of the whole program.
  const model = (): ExecutionModel => executionOf(source);
  // `const { process } = globalThis`: the binding holds undefined, and using it throws.
  for (const d of semantic) {
    if (d.code !== MISSING_PROPERTY) continue;
    const key = nodeAt(source, d.start) as Member;
    const element = key.parent as (Node & { readonly name?: Member; readonly propertyName?: Member }) | undefined;
    if (element?.kind !== SyntaxKind.BindingElement || !destructuresGlobalObject(element, program) || key.text === undefined || program.isGlobalValue(key.text) || setsGlobal(model(), key.text)) continue;
    // The binding holds undefined: certain where a use of it (bound by scope) is called or read on, and runs.
    const binding = element.name?.kind === SyntaxKind.Identifier ? model().scopes.declarationOf(element.name) : undefined;
    const local = binding?.name;
    // A default (`{ structuredClone: clone = fallback }`) is what the binding holds where the global is missing.
    const defaulted = (element as Node & { readonly initializer?: Node }).initializer !== undefined;
    const certain = !defaulted && binding !== undefined && local !== undefined && binding.references.some((n) => isUsedOn(n) && model().fails(n, local));
    const start = source.start(key);
    found.push({ start, length: key.end - start, code: GG.globalThis, message: messages.missingGlobalProperty(names, key.text), certain, advisory: !certain });
  }
  for (const access of accesses) {
    const member = memberOf(access);
    // A global the program sets itself (`globalThis.counter = 1`) is there when it is read.
    // `globalThis.Intl`: the library declares it, the guest lacks it.
    // The global object inherits Object.prototype's members too (`globalThis.hasOwnProperty("gg")`).
    const declared = member?.text !== undefined && ((program.isGlobalValue(member.text) && !LIBRARY_ONLY_GLOBALS.has(member.text)) || OBJECT_PROTOTYPE.has(member.text));
    if (member?.text === undefined || isInTypeContext(access) || declared || setsGlobal(model(), member.text)) continue;
    const certain = isUsedOn(access) && model().fails(access, member.text);
    const start = source.start(member);
    found.push({ start, length: member.end - start, code: GG.globalThis, message: messages.missingGlobalProperty(names, member.text), certain, advisory: !certain });
  }
  return found.sort((a, b) => a.start - b.start);
}

/** The member a property access names, or an element access with a constant string key. */
function memberOf(node: Access): Member | undefined {
  if (node.kind === SyntaxKind.PropertyAccessExpression) return node.name;
  const key = node.argumentExpression;
  if (node.kind === SyntaxKind.ElementAccessExpression && (key?.kind === SyntaxKind.StringLiteral || key?.kind === SyntaxKind.NoSubstitutionTemplateLiteral)) return key;
  return undefined;
}

/** The access a diagnostic is about: TS7017 marks a property access's name, TS7053 spans a whole element access. */
function accessOf(source: Source, d: EngineDiagnostic): Access | undefined {
  for (let n: Node | undefined = nodeAt(source, d.start); n !== undefined && n.kind !== SyntaxKind.SourceFile; n = n.parent) {
    const access = n as Access;
    if (n.kind === SyntaxKind.PropertyAccessExpression && access.name !== undefined && source.start(access.name) === d.start) return access;
    if (n.kind === SyntaxKind.ElementAccessExpression && source.start(n) === d.start && n.end === d.end) return access;
  }
  return undefined;
}

/** Whether a binding element takes apart the global object (`const { process } = globalThis`, through any alias). */
function destructuresGlobalObject(element: Node, program: EngineProgram): boolean {
  const holder = element.parent?.parent as (Node & { readonly initializer?: Node }) | undefined;
  return (holder?.kind === SyntaxKind.VariableDeclaration || holder?.kind === SyntaxKind.Parameter) && holder.initializer !== undefined && program.isGlobalObject(holder.initializer);
}

/** The name `globalThis` an expression is (through parentheses), if it is that name. */
function globalThisName(node: Node): Node | undefined {
  const n = unparenthesised(node);
  return isIdentifier(n) && n.text === "globalThis" ? n : undefined;
}
