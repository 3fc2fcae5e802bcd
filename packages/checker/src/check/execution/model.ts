/**
 * The execution model of one program, built once and asked by every rule that decides whether a finding is certain.
 * It answers three questions about a place in the program:
 *
 * - `runs`: does this code ever run? Live unless proven otherwise: not in a function nothing enters, not behind a
 *   constant condition, not after a `return` or `throw`, not only in a callback handed to a value that may not call it.
 * - `caught`: if it throws, does anything catch it? A `try` with a `catch` around it, in its function or around every
 *   call that enters it; for an async function (or a promise reaction), a rejection the program handles.
 * - `before`: does it run before a declaration, on every run? (`dead-zone.ts`)
 *
 * and one about the thing a finding says is missing: `guarded`, a test keeps it from running there (`guards.ts`).
 * Names are bound by scope (`scopes.ts`), never by their text. Each answer is memoised, so a program's findings cost
 * one walk and O(depth) each after it.
 */
import { NodeFlags } from "../../syntax/ast.js";
import { isClassLike, isCode, SyntaxKind } from "../../syntax/tree.js";
import type { Node } from "../../syntax/tree.js";
import { DeadZone } from "./dead-zone.js";
import { calleeFunction, ELEMENT_CALLBACKS, entriesOf, heldBy, instanceConstructions, ownMethod } from "./entries.js";
import { Exits } from "./exits.js";
import { settledBefore } from "./executor.js";
import type { Entry, EntryFacts } from "./entries.js";
import { programFacts } from "./facts.js";
import { FirstRuns } from "./first-runs.js";
import type { ProgramFacts } from "./facts.js";
import { Generators } from "./generators.js";
import { Guards } from "./guards.js";
import { emptyObject, firstTestFails, onlyReads } from "./loops.js";
import { cannotThrow } from "./quiet.js";
import { bindScopes } from "./scopes.js";
import type { Scopes } from "./scopes.js";
import { classNamed, extendsExpression, fieldsNeverSet } from "./instances.js";
import { Settling } from "./settling.js";
import { anywhereInProgram, calledInPlace, containsNode, fields, forEachCode, globalMethodCall, isAsync, isFunctionWithBody, isGenerator, isStaticMember, objectLiteralOf, onlyTested, outermost, statementsOf, unparenthesised, writesInstanceBeingMade } from "./syntax.js";
import { instanceMayExist } from "./containers.js";
import { freshObject, rootedAtGg } from "./own-objects.js";
import { freshMembers, readOf } from "./fresh-members.js";
import { PairMemo } from "./pair-memo.js";
import { trapsCalled } from "./proxies.js";
import { listThrows, mayLeave } from "./throws.js";
import { Values } from "./values.js";
import { Flow } from "./flow.js";
import { guestGlobal } from "../host-globals.js";
import type { GgShape } from "./gg-values.js";

// An expression whose value is a boolean: a comparison, `in`, `instanceof`, or a negation.
function isBooleanTest(expression: Node): boolean {
  const e = unparenthesised(expression);
  if (e.kind === SyntaxKind.PrefixUnaryExpression) return fields(e).operator === SyntaxKind.ExclamationToken;
  // `a ? true : false`, `a === b && !0`: booleans on every way.
  if (e.kind === SyntaxKind.ConditionalExpression) return isBooleanTest(fields(e).whenTrue as Node) && isBooleanTest(fields(e).whenFalse as Node);
  if (e.kind !== SyntaxKind.BinaryExpression) return e.kind === SyntaxKind.TrueKeyword || e.kind === SyntaxKind.FalseKeyword;
  const op = fields(e).operatorToken?.kind;
  if (op === SyntaxKind.AmpersandAmpersandToken || op === SyntaxKind.BarBarToken) return isBooleanTest(fields(e).left as Node) && isBooleanTest(fields(e).right as Node);
  return op === SyntaxKind.EqualsEqualsEqualsToken || op === SyntaxKind.ExclamationEqualsEqualsToken || op === SyntaxKind.EqualsEqualsToken || op === SyntaxKind.ExclamationEqualsToken || op === SyntaxKind.LessThanToken || op === SyntaxKind.GreaterThanToken || op === SyntaxKind.LessThanEqualsToken || op === SyntaxKind.GreaterThanEqualsToken || op === SyntaxKind.InKeyword || op === SyntaxKind.InstanceOfKeyword;
}


/** The execution model of one program. */
export class ExecutionModel {
  readonly scopes: Scopes;
  private readonly guards: Guards;
  private readonly entries = new Map<Node, Entry[]>();
  private liveFunctions: Set<Node> | undefined;
  private readonly catches = new Map<Node, boolean>();
  /** Call sites whose returned promise is being followed (a cycle through them decides nothing). */
  private readonly following = new Set<Node>();
  /** Per function and missing thing: whether a test of it keeps every call of the function from running. */
  private readonly guardedCalls = new PairMemo();
  private readonly exits = new Map<Node, number>();
  /** Which statements certainly end their list (a `break` behind a constant condition too). */
  private readonly exitsOf = new Exits(
    (condition) => this.values.of(condition).truthy,
    (call) => this.neverReturns(call),
    (list) => (this.literalElements(list)?.length ?? 0) > 0,
    (parent, child) => this.skips(parent, child),
  );
  /** Functions whose every run ends in a `throw` (answered once each); those being decided count as returning. */
  private readonly throwing = new Map<Node, boolean>();
  private deadZone: DeadZone | undefined;
  private factsOf: ProgramFacts | undefined;
  private generatorsOf: Generators | undefined;
  private settlingOf: Settling | undefined;
  private firstRunsOf: FirstRuns | undefined;
  private definitionsOf: Map<string, Node[]> | undefined;
  private readonly valueCallCaughtOf = { throw: new Map<Node, boolean>(), rejection: new Map<Node, boolean>() };
  private valueCallList: Node[] | undefined;
  /** What the program's text says of values (constant conditions, a `const` flag, an object literal's field). */
  readonly values: Values;

  /** `children` reads a node's code children (the program's Source holds them read once); by default, from the tree. */
  constructor(
    readonly root: Node,
    children?: (node: Node) => readonly Node[],
    /** What gg's members are, as values; by default only that gg is an object. */
    gg?: GgShape,
  ) {
    this.scopes = bindScopes(root, children);
    this.guards = new Guards(this.scopes, root, (condition) => this.values.of(condition).truthy !== undefined, (node) => this.runs(node));
    this.values = new Values(this.scopes, (name, except, onLiteral = false) => {
      if (this.facts.anyMember) return true;
      const writes = this.facts.memberWrites.get(name) ?? [];
      return writes.some((w) => (except === undefined || w.pos < except.pos || w.end > except.end) && !(onLiteral && writesInstanceBeingMade(w)));
    }, () => this.facts.hooks, (name) => (this.facts.anyGlobal || this.facts.globals.has(name) ? undefined : guestGlobal(name)), (d) => this.facts.anyMember || (d === undefined ? this.openedUnknown : this.facts.opened.has(d)), (name) => (this.readsUnknown ? "any" : (this.facts.memberReadSites.get(name) ?? [])), gg, (fn) => this.entriesOf(fn).map((e) => e.site), (parameter) => this.argumentsFor(parameter, true), () => this.builtinsReshaped, (name) => ({ named: this.facts.memberReadSites.get(name) ?? [], computed: this.facts.computedReadSites }), (name) => (this.facts.anyMember ? "any" : (this.facts.memberWrites.get(name) ?? [])), new Flow(root, this.scopes), (name) => this.facts.definesMember(name));
  }

  /**
   * Whether the program adds the member `name` of `owner` (a polyfill, a field, a member of a prototype) where a use at `use` sees it:
   * anywhere, unless the use certainly runs during a top-level statement (directly, or through calls that certainly
   * happen then) before any statement during which the write can first run (`first-runs.ts`).
   */
  addsMember(use: Node, owner: Node, name: string): boolean {
    const facts = this.facts;
    if (facts.anyMember) return true;
    const o = unparenthesised(owner);
    const text = fields(o).text;
    const global = o.kind === SyntaxKind.Identifier && this.scopes.declarationOf(o) === undefined && text !== "globalThis";
    // A global's members come from its prototype too: `Number.prototype.x = …` gives `Infinity.x`; and a global the
    // program hands on (`add(Math)`) gets what is set on the value it reaches (`t.clamp = …`).
    const handedOn = global && facts.escapedGlobals.has(text ?? "") ? (facts.memberWrites.get(name) ?? []) : [];
    const writes = global ? [...(facts.memberWrites.get(`${text ?? ""}.${name}`) ?? []), ...(facts.prototypeWrites.get(name) ?? []), ...handedOn] : (facts.memberWrites.get(name) ?? []);
    // A key the program computes, written on what may be a built-in (`defineBuiltIn(target, key, source[key])` of
    // core-js), may install a function the program defines under this name (`{ groupBy: function groupBy(…) … }`).
    if (global && this.builtinsReshaped && (this.definitions.get(name) ?? []).length > 0) return true;
    // `class ByteString extends Uint8Array { toHex() {…} }`: a value typed as the built-in's (`ByteString.of(1)`,
    // `bytes.subarray(1)`, made by the subclass's species) may be the subclass's, which has the member.
    if (!global && (this.definitions.get(name) ?? []).some((fn) => inBuiltinSubclass(fn, this.scopes))) return true;
    if (writes.length === 0) return false;
    const at = this.useStatement(use);
    return at === undefined || writes.some((w) => this.firstRuns.earliest(w) <= at);
  }

  /** The top-level statement during which `use` certainly runs (its first run, at the latest); undefined when none. */
  private useStatement(use: Node): number | undefined {
    // Code at the top level runs during its statement, except an instance field's initializer (at each `new`).
    if (this.functionOf(use) === undefined && !inInstanceField(use)) return this.firstRuns.statementOf(use);
    const point = this.dead.atTopLevel(use);
    return point === undefined ? undefined : this.firstRuns.statementOf(point.via ?? use);
  }

  /** The earliest statement each function can first run in, computed on first use. */
  private get firstRuns(): FirstRuns {
    this.firstRunsOf ??= new FirstRuns(this.root, this.scopes, (n) => this.functionOf(n));
    return this.firstRunsOf;
  }

  /**
   * Whether some binding written by a key the program computes may hold any object: one made where it is named
   * (`const o = {}; o[k] = 1`) holds that object alone, never an instance or another binding's.
   */
  private get openedUnknown(): boolean {
    this.openedUnknownOf ??= [...this.facts.opened].some((d) => !freshObject(d.identifier, this.scopes) && !readOf(d.identifier, this.freshMembers, this.scopes));
    return this.openedUnknownOf;
  }

  private openedUnknownOf: boolean | undefined;

  /**
   * Whether the program reads members by keys it computes off what may be any object: a read off an object made where
   * it is named (`const arr = [1, 2]; arr[i]`) takes no method off an instance of the program's.
   */
  private get readsUnknown(): boolean {
    this.readsUnknownOf ??= this.facts.anyRead && this.facts.computedReadSites.some((site) => site.kind !== SyntaxKind.ElementAccessExpression || (!freshObject(fields(site).expression as Node, this.scopes) && !readOf(fields(site).expression as Node, this.freshMembers, this.scopes)));
    return this.readsUnknownOf;
  }

  /** The members that only ever hold objects the program makes in place (`this.keys = []`), found on first use. */
  private get freshMembers(): ReadonlySet<string> {
    this.freshMembersOf ??= freshMembers(this.root, this.scopes);
    return this.freshMembersOf;
  }

  private freshMembersOf: ReadonlySet<string> | undefined;

  private readsUnknownOf: boolean | undefined;

  /** What the program sets: globals, members it adds, computed once. */
  get facts(): ProgramFacts {
    this.factsOf ??= programFacts(this.root, this.scopes);
    return this.factsOf;
  }

  /** How far each generator's consumers advance it (`generators.ts`), built on first use. */
  get generators(): Generators {
    this.generatorsOf ??= new Generators(this.scopes, (fn) => this.entriesOf(fn));
    return this.generatorsOf;
  }

  /** Which promises never settle (`settling.ts`), built on first use. */
  get settling(): Settling {
    this.settlingOf ??= new Settling(this.scopes, {
      setsGlobal: (name) => this.setsGlobal(name),
      addsMember: (name) => this.facts.anyMember || this.facts.memberWrites.has(name) || this.facts.prototypeWrites.has(name),
    });
    return this.settlingOf;
  }

  /** The dead-zone question, its memo built on first use. */
  get dead(): DeadZone {
    this.deadZone ??= new DeadZone(this);
    return this.deadZone;
  }

  /** The same question where only tests the text alone fixes decide which way code goes (`fixed-truth.ts`). */
  get deadByText(): DeadZone {
    this.deadZoneByText ??= new DeadZone(this, true);
    return this.deadZoneByText;
  }

  private deadZoneByText: DeadZone | undefined;

  /**
   * Whether a finding at `node` certainly fails the program: the code runs, nothing catches what it throws, and
   * (when the finding is about a missing thing named `key`) no test of that thing keeps it from running. `thrown`: the
   * guest's own error class the operation throws, where the finding knows it (a catch that throws again all but
   * another class, `if (!(e instanceof SyntaxError)) throw e;`, passes it on).
   */
  fails(node: Node, key?: string, thrown?: BuiltinError): boolean {
    return this.runs(node) && !this.caught(node, thrown) && (key === undefined || !this.guarded(node, key)) && !this.inUnreadDefault(node);
  }

  /**
   * Whether a promise that certainly rejects, made by `call` (`Promise.all(a, b)`), fails the program: the call runs and
   * nothing handles the rejection (an unhandled rejection ends the guest's run as a throw does).
   */
  rejectionFails(call: Node): boolean {
    return this.runs(call) && !this.inUnreadDefault(call) && !this.promiseHandled(call);
  }

  /**
   * Whether `node` is in a parameter's default (not in a function the default makes) whose function is entered in ways
   * the model cannot read (handed on, stored, exported, spread into): the default runs only where such a way leaves
   * the argument out, which the text does not show. It is live, but nothing there fails for certain.
   */
  private inUnreadDefault(node: Node): boolean {
    let child = node;
    for (let p = node.parent; p !== undefined; child = p, p = p.parent) {
      if (p.kind === SyntaxKind.Parameter && child === fields(p).initializer) return this.defaultRunsAt(p) === undefined && !this.leftOutByName(p) && !this.pastBuiltinArity(p);
      if (isFunctionWithBody(p) || isClassLike(p)) return false;
    }
    return false;
  }

  /**
   * Whether a parameter stands past the arguments the built-in its function is written in place for hands it
   * (`(s, extra = clone(s))` of `.then`, which hands one; a fourth parameter of `map`'s callback): its default runs
   * whenever the callback does. The guest's method, where the program defines or writes none of that name.
   */
  private pastBuiltinArity(parameter: Node): boolean {
    const fn = parameter.parent;
    const index = fn === undefined ? -1 : (fields(fn).parameters ?? []).indexOf(parameter);
    if (fn === undefined || index < 0 || (fn.kind !== SyntaxKind.ArrowFunction && fn.kind !== SyntaxKind.FunctionExpression)) return false;
    const call = outermost(fn).parent;
    if (call?.kind !== SyntaxKind.CallExpression) return false;
    const place = (fields(call).arguments ?? []).indexOf(outermost(fn));
    const callee = unparenthesised(fields(call).expression as Node);
    const method = callee.kind === SyntaxKind.PropertyAccessExpression ? (fields(callee).name?.text ?? "") : "";
    const handed = CALLBACK_ARITY.get(method);
    if (handed === undefined || (place !== 0 && !(method === "then" && place === 1)) || this.facts.anyMember || (this.facts.memberWrites.get(method) ?? []).length > 0 || (this.definitions.get(method) ?? []).length > 0) return false;
    return index >= handed;
  }

  /**
   * Whether a test of the missing thing `key` keeps `node` from running where the thing is missing: around it, or
   * around every call of its function (`if (typeof gg.files.copyFile === "function") nativeCopy(a, b)`).
   */
  guarded(node: Node, key: string): boolean {
    if (this.guards.guarded(node, key)) return true;
    const fn = this.functionOf(node);
    return fn !== undefined && this.callersGuarded(fn, key);
  }

  private callersGuarded(fn: Node, key: string): boolean {
    // Within a cycle of calls, the path back decides nothing: the other entries decide.
    return this.guardedCalls.get(fn, key, true, () => {
      const live = this.entriesOf(fn).filter((e) => this.runs(e.site));
      // In a program that tests for the thing, a function reached through data (a table's row, a strategy or class
      // picked by a key, a value handed on) may be picked by that test.
      const aware = this.guards.aware(key);
      return live.length > 0 && live.every((e) => (aware && (e.kind === "escape" || e.chosen === true)) || (e.kind === "call" && this.guarded(e.site, key)));
    });
  }

  /**
   * Whether the program sets the global `name` where it may be missing: somewhere no known test of it keeps the write
   * from running (`if (typeof setTimeout === "function") globalThis.setTimeout = …` sets nothing where it is missing).
   */
  setsGlobal(name: string): boolean {
    const facts = this.facts;
    if (facts.anyGlobal || (facts.globalWrites.get(name) ?? []).some((w) => !this.guards.guarded(w, name, true))) return true;
    // The global object handed on as a value (`install(globalThis)`): a member of that name set on what it reaches may be the global.
    return facts.escapedGlobals.has("globalThis") && (facts.memberWrites.get(name) ?? []).length > 0;
  }

  /**
   * Whether the program may have set the global `name` where a read at `use` runs: as `setsGlobal`, unless the read
   * runs on every run (in the top level's order, or through calls that certainly happen) during a top-level statement
   * before any during which a write of it can first run (`console.log(ROOT); globalThis.ROOT = "."` reads it unset: a
   * ReferenceError).
   */
  setsGlobalBefore(use: Node, name: string): boolean {
    if (!this.setsGlobal(name)) return false;
    const facts = this.facts;
    if (facts.anyGlobal || facts.escapedGlobals.has("globalThis")) return true;
    // Only a read that runs on every run, in order: one behind a test, a loop or a catch may run only once it is set.
    const point = this.deadByText.atTopLevel(use);
    if (point === undefined) return true;
    const at = this.firstRuns.statementOf(point.via ?? use);
    return (facts.globalWrites.get(name) ?? []).some((w) => this.firstRuns.earliest(w) <= at);
  }

  /** Whether the code at `node` ever runs. */
  runs(node: Node): boolean {
    const fn = this.deadUpTo(node);
    if (fn === null) return false;
    return fn === undefined || this.functionRuns(fn);
  }

  /** The handler traps the program's proxies may have called, found once. */
  private get proxyTraps(): ReadonlySet<string> {
    this.proxies ??= trapsCalled(this.root, this.scopes);
    return this.proxies;
  }

  private proxies: ReadonlySet<string> | undefined;

  /** The ways into a function, computed once. */
  entriesOf(fn: Node): readonly Entry[] {
    let list = this.entries.get(fn);
    if (list === undefined) {
      // Deciding the ways in may ask again about this function (a parameter default that reads the table the function
      // sits in): meanwhile it counts as entered from anywhere, the answer that claims nothing.
      this.entries.set(fn, [{ kind: "escape", site: fn, direct: false }]);
      // A function written where the text shows it is never made (`false ? { r: () => … } : …`) has no way in.
      if (this.deadUpTo(fn) === null) {
        this.entries.set(fn, []);
        return [];
      }
      list = entriesOf(fn, this.scopes, this.entryFacts);
      // A reaction on a promise that never settles never runs its callback; a rejection handler on one that is never
      // rejected neither.
      list = list.filter((e) => e.kind !== "reaction" || (!this.settling.reactsToNever(e.site) && !this.settling.rejectsNever(e.site, fn) && !this.settling.fulfilsNever(e.site, fn)));
      this.entries.set(fn, list);
    }
    return list;
  }

  /**
   * Whether the program may add any member to a built-in: a key it computes written on a built-in or on anything but
   * an object it made where it names it (`const counts = {}`). A fact of the program, found once.
   */
  private get builtinsReshaped(): boolean {
    this.builtinsReshapedOf ??= this.facts.anyMember || [...this.facts.opened].some((d) => !freshObject(d.identifier, this.scopes) && !this.facts.openedNoBuiltin.has(d));
    return this.builtinsReshapedOf;
  }

  private builtinsReshapedOf: boolean | undefined;

  /** What deciding a function's ways in reads of the program: its facts and the model's answers, built on first use. */
  private get entryFacts(): EntryFacts {
    if (this.entryFactsOf === undefined) {
      const facts = this.facts;
      this.entryFactsOf = {
        computed: facts.computedReadSites,
        sitesOf: (name) => facts.memberReadSites.get(name) ?? [],
        emptyCollection: (n) => !facts.anyMember && this.values.emptyCollection(n),
        arrayLength: (n) => (facts.anyMember ? undefined : this.values.arrayLength(n)),
        neverMatches: (receiver, pattern) => !facts.anyMember && this.values.neverMatches(receiver, pattern),
        definitionsOf: (name) => this.definitions.get(name) ?? [],
        writesOf: (name) => facts.memberWrites.get(name) ?? [],
        dead: (node) => this.neverRuns(node),
        unread: (initializer) => {
          const holder = initializer.parent;
          const name = holder?.kind === SyntaxKind.VariableDeclaration ? fields(holder).name : undefined;
          return name?.kind === SyntaxKind.Identifier && this.values.initializerUnread(this.scopes.declarationOf(name));
        },
        computedWrites: facts.anyMember || facts.opened.size > 0,
        proxyTraps: this.proxyTraps,
        constantKey: (site) => {
          if (site.kind !== SyntaxKind.ElementAccessExpression) return undefined;
          const key = this.values.constant((site as Node & { readonly argumentExpression: Node }).argumentExpression);
          return key === undefined ? undefined : String(key);
        },
        possibleKeys: (site) => {
          if (site.kind !== SyntaxKind.ElementAccessExpression) return undefined;
          const key = unparenthesised((site as Node & { readonly argumentExpression: Node }).argumentExpression);
          const one = this.values.constant(key);
          if (one !== undefined) return [String(one)];
          // `{ second: 1000, minute: 60000 }[unit]`: a literal written in place has its own keys alone (and what every
          // object inherits, unless the program adds to a prototype).
          const own = ownKeysWrittenInPlace(fields(site).expression as Node);
          if (own !== undefined && !facts.anyMember && facts.prototypeWrites.size === 0) return own;
          // `for (const hook of ["buildStart", "buildEnd"]) this[hook]()`: each constant the loop walks.
          const d = key.kind === SyntaxKind.Identifier ? this.scopes.declarationOf(key) : undefined;
          const loop = d?.holder.parent?.parent;
          // `["lint", "test"].forEach((step) => p[step]())`: each constant the callback is given.
          const walked = d === undefined || d.kind !== "parameter" || d.writes > 0 || d.holder.kind !== SyntaxKind.Parameter || fields(d.holder).name !== d.identifier ? undefined : this.callbackElements(d.holder);
          if (walked !== undefined) {
            const keys = walked.map((e) => this.values.constant(e));
            return keys.some((k) => k === undefined) ? undefined : keys.map(String);
          }
          if (d === undefined || d.kind !== "const" || d.holder.kind !== SyntaxKind.VariableDeclaration || fields(d.holder).name !== d.identifier || loop?.kind !== SyntaxKind.ForOfStatement || fields(loop).awaitModifier !== undefined) return undefined;
          const elements = this.literalElements(fields(loop).expression as Node);
          const keys = elements?.map((e) => this.values.constant(e));
          return keys === undefined || keys.some((k) => k === undefined) ? undefined : keys.map(String);
        },
        constantOf: (expression) => {
          const value = this.values.constant(expression);
          return value === undefined ? undefined : String(value);
        },
        constantNumber: (expression) => {
          const value = this.values.constant(expression);
          return typeof value === "number" ? value : undefined;
        },
        reshaped: (d) => facts.anyMember || (d !== undefined && facts.opened.has(d)),
        argumentsOf: (parameter) => this.argumentsFor(parameter, true),
      };
    }
    return this.entryFactsOf;
  }

  private entryFactsOf: EntryFacts | undefined;

  /** The functions the program defines as members, by name (methods, function-valued fields and properties), built on first use. */
  get definitions(): ReadonlyMap<string, readonly Node[]> {
    this.definitionsOf ??= memberDefinitions(this.root);
    return this.definitionsOf;
  }

  /** The function whose body holds `node` (undefined at the top level). */
  functionOf(node: Node): Node | undefined {
    for (let n = node.parent; n !== undefined; n = n.parent) if (isFunctionWithBody(n)) return n;
    return undefined;
  }

  private functionRuns(fn: Node): boolean {
    if (this.liveFunctions === undefined) this.liveFunctions = this.findLiveFunctions();
    return this.liveFunctions.has(fn);
  }

  /**
   * Every function some live code enters, found forward from the top level in one pass over the functions' entries:
   * a function entered only from itself, or from functions nothing enters, is not live.
   */
  private findLiveFunctions(): Set<Node> {
    // For each function (and the top level, as undefined): the functions an entry inside it makes live.
    const enters = new Map<Node | undefined, Node[]>();
    const visit = (node: Node): void => {
      if (isFunctionWithBody(node)) {
        for (const e of this.entriesOf(node)) {
          const owner = this.deadUpTo(e.site);
          if (owner === null) continue;
          const list = enters.get(owner) ?? [];
          list.push(node);
          enters.set(owner, list);
        }
      }
      node.forEachChild((child) => {
        if (isCode(child)) visit(child);
        return undefined;
      });
    };
    visit(this.root);
    // A function exists only once the code that makes it has run: one written inside a function nothing enters is
    // never made, whatever calls a member of its name elsewhere (`function browser() { return { get: … }; }`).
    const live = new Set<Node>();
    const waiting = new Map<Node, Node[]>();
    const queue: (Node | undefined)[] = [undefined];
    // A loop, not recursion: functions may nest deeper than the stack.
    const enter = (first: Node): void => {
      const ready = [first];
      for (let fn = ready.pop(); fn !== undefined; fn = ready.pop()) {
        if (live.has(fn)) continue;
        live.add(fn);
        queue.push(fn);
        for (const inner of waiting.get(fn) ?? []) ready.push(inner);
        waiting.delete(fn);
      }
    };
    while (queue.length > 0) {
      const owner = queue.pop();
      for (const fn of enters.get(owner) ?? []) {
        if (live.has(fn)) continue;
        const maker = this.deadUpTo(fn);
        if (maker === null) continue;
        if (maker === undefined || live.has(maker)) enter(fn);
        else waiting.set(maker, [...(waiting.get(maker) ?? []), fn]);
      }
    }
    return live;
  }

  /**
   * Walks from `node` up to its function: null when a constant condition, a short circuit or an earlier exit keeps
   * it from running; otherwise the function (or undefined at the top level).
   */
  private deadUpTo(node: Node): Node | undefined | null {
    let child: Node = node;
    for (let parent = node.parent; parent !== undefined; child = parent, parent = parent.parent) {
      if (isFunctionWithBody(parent) && child !== fields(parent).name) {
        // A parameter's default and the body run when the function does; a computed name with the class. A
        // generator's body past a yield point runs only as far as its consumers advance it.
        return isGenerator(parent) && !this.generators.reaches(node, parent) ? null : parent;
      }
      if (this.skips(parent, child)) return null;
      // An instance field's initializer runs as an instance is made: never, where none can be.
      if (parent.kind === SyntaxKind.PropertyDeclaration && child === fields(parent).initializer && !isStaticMember(parent) && (!this.instanceMayExist(parent.parent) || (parent.parent !== undefined && fieldsNeverSet(parent.parent)))) return null;
      // Function declarations are hoisted: one after a `return` is still there to be called.
      if (child.kind !== SyntaxKind.FunctionDeclaration && child.pos >= this.firstExitEnd(parent)) return null;
    }
    return undefined;
  }

  /**
   * Whether the text shows `node` never runs: where it stands (`deadUpTo`), or in a function every way into which
   * stands where it never runs (`makeNodeHost()` called only on the dead side of a constant test), a few calls deep.
   */
  private neverRuns(node: Node, depth = 0): boolean {
    const known = depth === 0 ? this.neverRunning.get(node) : undefined;
    if (known !== undefined) return known;
    const fn = this.deadUpTo(node);
    const never = fn === null || (fn !== undefined && depth < 3 && this.entriesOf(fn).every((e) => this.neverRuns(e.site, depth + 1)));
    if (depth === 0) this.neverRunning.set(node, never);
    return never;
  }

  private readonly neverRunning = new Map<Node, boolean>();

  // Whether an instance of a class may be made (see `instanceMayExist` in containers.ts); asked again while deciding
  // it (a field that makes an instance of its own class), it may.
  private instanceMayExist(cls: Node | undefined): boolean {
    if (cls === undefined || (cls.kind !== SyntaxKind.ClassDeclaration && cls.kind !== SyntaxKind.ClassExpression) || this.decidingInstances.has(cls)) return true;
    let known = this.instances.get(cls);
    if (known === undefined) {
      this.decidingInstances.add(cls);
      try {
        known = instanceMayExist(cls, this.scopes, this.entryFacts);
      } finally {
        this.decidingInstances.delete(cls);
      }
      this.instances.set(cls, known);
    }
    return known;
  }

  private readonly instances = new Map<Node, boolean>();
  private readonly decidingInstances = new Set<Node>();

  /**
   * Whether `parent` never runs its part `child`, by what the text says of the value that decides: a constant
   * condition (`if (false)`, `DRY_RUN ? … : x`, `true || x`); the right of `&&=`, `||=`, `??=` and the arguments of
   * an optional call run only where the value is known to let them (they exist to be skipped).
   */
  private skips(parent: Node, child: Node): boolean {
    const p = fields(parent);
    const truth = (n: Node | undefined): boolean | undefined => (n === undefined ? undefined : this.values.of(n).truthy);
    switch (parent.kind) {
      case SyntaxKind.IfStatement:
        return (child === p.thenStatement && truth(p.expression) === false) || (child === p.elseStatement && truth(p.expression) === true);
      case SyntaxKind.ConditionalExpression:
        return (child === p.whenTrue && truth(p.condition) === false) || (child === p.whenFalse && truth(p.condition) === true);
      case SyntaxKind.WhileStatement:
        return child === p.statement && (truth(p.expression) === false || firstTestFails(parent, (n) => this.values.constant(n), this.scopes));
      case SyntaxKind.ForStatement:
        // A first test that fails (`for (let i = 0; i < 0; i++)`) runs neither the body nor the update.
        return (child === p.statement || child === p.incrementor) && (truth(p.condition) === false || firstTestFails(parent, (n) => this.values.constant(n), this.scopes));
      case SyntaxKind.ForInStatement:
        // `for (k in undefined)`, `for (k in {})` run no iteration: neither the body nor the assignment to `k`.
        return (child === p.statement || child === p.initializer) && (this.values.of(p.expression as Node).nullish === true || emptyObject(p.expression as Node, this.scopes, this.facts.anyMember || this.facts.prototypeWrites.size > 0) || this.keylessBuiltin(p.expression as Node) || this.keylessPrototype(p.expression as Node));
      case SyntaxKind.ForOfStatement:
        // A program that replaces the array iterator (a computed key on a built-in) may iterate anything.
        return (child === p.statement || child === p.initializer) && !this.facts.anyMember && this.values.emptyCollection(p.expression as Node);
      case SyntaxKind.CaseBlock:
        return this.clauseSkipped(parent, child);
      case SyntaxKind.Parameter:
        return child === p.initializer && this.everyCallPasses(parent);
      case SyntaxKind.BindingElement:
        return child === p.initializer && this.defaultSkipped(parent);
      case SyntaxKind.TryStatement:
        return child === p.catchClause && (cannotThrow(p.tryBlock as Node, this.scopes) || this.values.quietBlock(p.tryBlock as Node));
      case SyntaxKind.BinaryExpression: {
        if (child !== p.right) return false;
        const left = p.left as Node;
        switch (p.operatorToken?.kind) {
          case SyntaxKind.AmpersandAmpersandToken:
            return this.values.of(left).truthy === false;
          case SyntaxKind.BarBarToken:
            return this.values.of(left).truthy === true;
          case SyntaxKind.QuestionQuestionToken:
            return this.values.of(left).nullish === false;
          case SyntaxKind.AmpersandAmpersandEqualsToken:
            return this.values.of(left, parent).truthy !== true;
          case SyntaxKind.BarBarEqualsToken:
            return this.values.of(left, parent).truthy !== false;
          case SyntaxKind.QuestionQuestionEqualsToken:
            return this.values.of(left, parent).nullish !== true;
          default:
            return false;
        }
      }
      case SyntaxKind.CallExpression: {
        if ((p.arguments ?? []).every((a) => a !== child)) return false;
        const receiver = optionalReceiver(parent);
        return receiver !== undefined && this.values.of(receiver).nullish !== false;
      }
      // `overrides?.[key()]`: an optional chain that stops evaluates no key, as it evaluates no argument.
      case SyntaxKind.ElementAccessExpression: {
        if (child !== (parent as Node & { readonly argumentExpression?: Node }).argumentExpression) return false;
        const receiver = optionalReceiver(parent);
        return receiver !== undefined && this.values.of(receiver).nullish !== false;
      }
      default:
        return false;
    }
  }

  /**
   * Whether every live way into a parameter's function is a call that passes that argument, not known to be `undefined`:
   * then its default is never evaluated (`read(path, fallback = defaultText())` called as `read("a", "")`). Like the
   * right of `??=`, a default exists to be skipped: it runs where the text shows the argument left out or undefined
   * (`null` is a value), or where the function is entered other than by a call the model reads.
   */
  private everyCallPasses(parameter: Node): boolean {
    return this.defaultRunsAt(parameter)?.length === 0;
  }

  // A value the text shows is not `undefined` (`null` is a value), or not known to be.
  private notUndefined(value: Node): boolean {
    return unparenthesised(value).kind === SyntaxKind.NullKeyword || this.values.of(value).nullish !== true;
  }

  /**
   * What every way into a parameter's function hands it: the argument of each call, where every entry is a call the
   * model reads that writes one; undefined where some entry leaves it out or cannot be read.
   */
  private argumentsFor(parameter: Node, withDefault = false): Node[] | undefined {
    const passes = this.passesTo(parameter);
    if (passes === undefined) return undefined;
    const given: Node[] = [];
    for (const { arg } of passes) {
      // `backend()` of `function backend(kind = detect())`: the default is what the parameter holds there.
      const fallback = withDefault ? fields(parameter).initializer : undefined;
      // `undefined` handed in explicitly takes the default too.
      const passed = arg !== undefined && fallback !== undefined && this.values.isUndefined(arg) ? undefined : arg;
      if (passed === undefined && fallback === undefined) return undefined;
      given.push(passed ?? (fallback as Node));
    }
    return given.length > 0 ? given : undefined;
  }

  /**
   * Whether a call of the parameter's function by its own name (`door()` of `function door(…)`, no `.call`, `.apply` or
   * spread) that runs uncaught leaves the argument out: the default certainly runs there, however else the function
   * is entered.
   */
  private leftOutByName(parameter: Node): boolean {
    const fn = parameter.parent;
    const index = fn === undefined ? -1 : (fields(fn).parameters ?? []).indexOf(parameter);
    if (fn === undefined || index < 0) return false;
    return this.entriesOf(fn).some((e) => {
      if (e.kind !== "call" || !e.direct || e.chosen === true || e.site.kind !== SyntaxKind.CallExpression) return false;
      if (unparenthesised(fields(e.site).expression as Node).kind !== SyntaxKind.Identifier) return false;
      const args = fields(e.site).arguments ?? [];
      return args.length <= index && !args.some((a) => a.kind === SyntaxKind.SpreadElement) && this.runs(e.site) && !this.caught(e.site);
    });
  }

  /**
   * Each way into a parameter's function with the argument it hands there (undefined where the call leaves it out),
   * where every entry is a call the model reads; undefined where some entry cannot be read.
   */
  /**
   * What each way into a parameter's function hands it: the argument, the parameter's default where a call leaves it
   * out or hands `undefined`, or "left out" where there is no default; undefined where some way in cannot be read.
   */
  handedTo(parameter: Node): readonly (Node | "left out")[] | undefined {
    const passes = this.passesTo(parameter);
    if (passes === undefined || passes.length === 0) return undefined;
    const fallback = fields(parameter).initializer;
    return passes.map(({ arg }) => (arg !== undefined && (fallback === undefined || !this.values.isUndefined(arg)) ? arg : (fallback ?? "left out")));
  }

  /**
   * Each call that enters the parameter's function and what it writes for the parameter (undefined where it leaves
   * it out); undefined where some way in cannot be read.
   */
  handedAt(parameter: Node): readonly { readonly call: Node; readonly arg: Node | undefined }[] | undefined {
    return this.passesTo(parameter)?.map(({ entry, arg }) => ({ call: entry.site, arg }));
  }

  private passesTo(parameter: Node): { readonly entry: Entry; readonly arg: Node | undefined }[] | undefined {
    const fn = parameter.parent;
    const index = fn === undefined ? -1 : (fields(fn).parameters ?? []).indexOf(parameter);
    if (fn === undefined || index < 0 || fields(parameter).dotDotDotToken !== undefined) return undefined;
    // A function handed on by its name (`{ set: make }` in a descriptor) may be entered where no call shows.
    if (!calledByNameOnly(fn, this.scopes)) return undefined;
    const out: { entry: Entry; arg: Node | undefined }[] = [];
    for (const e of this.entriesOf(fn)) {
      // A constructor is entered at each `new` of its class and `super(…)` of a subclass: calls that pass arguments too.
      const made = fn.kind === SyntaxKind.Constructor && e.kind === "call" && (e.site.kind === SyntaxKind.NewExpression || (e.site.kind === SyntaxKind.CallExpression && unparenthesised(fields(e.site).expression as Node).kind === SyntaxKind.SuperKeyword));
      // A method called by its member's name passes that call's arguments wherever the call reaches it.
      if (!made && (e.kind !== "call" || !(e.direct || e.called === true) || (e.site.kind !== SyntaxKind.CallExpression && e.site.kind !== SyntaxKind.NewExpression))) return undefined;
      const callee = unparenthesised(fields(e.site).expression as Node);
      // `f.call(self, a, b)` passes its arguments one place later; `f.apply(self, list)` cannot be read here.
      const via = callee.kind === SyntaxKind.PropertyAccessExpression ? fields(callee).name?.text : undefined;
      if (via === "apply") return undefined;
      // `Reflect.construct(f, [x])` enters `f` with the list's elements, not the call's arguments.
      if (globalMethodCall(e.site, this.scopes)?.[0] === "Reflect") return undefined;
      const args = fields(e.site).arguments ?? [];
      const at = via === "call" ? index + 1 : index;
      if (args.slice(0, at + 1).some((a) => a.kind === SyntaxKind.SpreadElement)) return undefined;
      out.push({ entry: e, arg: args[at] });
    }
    return out;
  }

  /**
   * The calls where a parameter's default runs: those that leave the argument out or hand `undefined` (or what is not
   * known not to be); undefined where some way in cannot be read.
   */
  private defaultRunsAt(parameter: Node): Entry[] | undefined {
    // Defaults whose calls stand in each other's defaults (`function g(b = h()) …; function h(x = g(1)) …`): while one
    // is being decided, nothing is known of it.
    if (this.defaultsDeciding.has(parameter)) return undefined;
    const passes = this.passesTo(parameter);
    if (passes === undefined || passes.length === 0) return undefined;
    this.defaultsDeciding.add(parameter);
    try {
      return passes.filter(({ entry, arg }) => this.runs(entry.site) && (arg === undefined || !this.notUndefined(arg))).map(({ entry }) => entry);
    } finally {
      this.defaultsDeciding.delete(parameter);
    }
  }

  private readonly defaultsDeciding = new Set<Node>();

  /**
   * Whether a destructuring default is never evaluated: every value destructured there is an object literal that
   * gives the key a value not `undefined` after any spread (`const { now = clock() } = { now: 5 }`, or a parameter's
   * pattern every call fills: `describe({ href, origin = new URL(href).origin })` called as `describe({ href: h, origin: o })`).
   */
  private defaultSkipped(element: Node): boolean {
    const pattern = element.parent;
    const holder = pattern?.parent;
    if (fields(element).dotDotDotToken !== undefined) return false;
    // `const [first = clock()] = [1]`: the element at that place of an array written in place, none spread before it.
    if (pattern?.kind === SyntaxKind.ArrayBindingPattern && holder?.kind === SyntaxKind.VariableDeclaration && fields(holder).name === pattern && fields(holder).initializer !== undefined) {
      const list = unparenthesised(fields(holder).initializer as Node);
      const index = ((pattern as Node & { readonly elements?: readonly Node[] }).elements ?? []).indexOf(element);
      // Written in place, or a `const` of one that every use only reads (`const [a = 1] = ROW`).
      const elements = list.kind === SyntaxKind.ArrayLiteralExpression ? ((list as Node & { readonly elements?: readonly Node[] }).elements ?? []) : (this.literalElements(list) ?? []);
      // `const [key, value = ""] = "mode=fast".split("=")`: a list of constants the text fixes, long enough.
      const items = elements.length === 0 && index >= 0 ? this.values.listItems(list) : undefined;
      if (items !== undefined) return index < items.length;
      const value = elements[index];
      if (index < 0 || value === undefined || elements.slice(0, index + 1).some((e) => e.kind === SyntaxKind.SpreadElement || e.kind === SyntaxKind.OmittedExpression)) return false;
      return this.values.of(value).nullish === false || unparenthesised(value).kind === SyntaxKind.NullKeyword;
    }
    // `function size([w = measure()] = [12])`: each list every call passes, or the default where a call leaves it out.
    if (pattern?.kind === SyntaxKind.ArrayBindingPattern && holder?.kind === SyntaxKind.Parameter && fields(holder).name === pattern) {
      const index = ((pattern as Node & { readonly elements?: readonly Node[] }).elements ?? []).indexOf(element);
      const given = this.argumentsFor(holder, true);
      return index >= 0 && given !== undefined && given.every((list) => {
        const l = unparenthesised(list);
        const elements = l.kind === SyntaxKind.ArrayLiteralExpression ? ((l as Node & { readonly elements?: readonly Node[] }).elements ?? []) : (this.literalElements(l) ?? []);
        const value = elements[index];
        if (value === undefined || elements.slice(0, index + 1).some((e) => e.kind === SyntaxKind.SpreadElement || e.kind === SyntaxKind.OmittedExpression)) return false;
        return this.values.of(value).nullish === false || unparenthesised(value).kind === SyntaxKind.NullKeyword;
      });
    }
    if (pattern?.kind !== SyntaxKind.ObjectBindingPattern || holder === undefined) return false;
    const key = (element as Node & { readonly propertyName?: Node }).propertyName ?? fields(element).name;
    const name = key?.kind === SyntaxKind.Identifier || key?.kind === SyntaxKind.StringLiteral ? fields(key).text : undefined;
    if (name === undefined) return false;
    const sources = this.patternSources(pattern, 0);
    // Objects that outlive their making (elements of a held array, fields of a held object) may have the field
    // written before they are taken apart.
    const made = holder.kind === SyntaxKind.VariableDeclaration && holder.parent?.parent?.kind !== SyntaxKind.ForOfStatement;
    // Literals written where they are handed in (`new Scanner({ tag: "x" })`, a default `= { tag: "TODO" }`) are made
    // there: nothing writes them before they are taken apart.
    const fresh = sources !== undefined && sources.every((source) => {
      const at = outermost(source).parent;
      return unparenthesised(source).kind === SyntaxKind.ObjectLiteralExpression && (at?.kind === SyntaxKind.CallExpression || at?.kind === SyntaxKind.NewExpression || at?.kind === SyntaxKind.Parameter);
    });
    if (!made && !fresh && (this.facts.anyMember || this.facts.opened.size > 0 || (this.facts.memberWrites.get(name) ?? []).length > 0)) return false;
    const fills = (value: Node): boolean => value.kind === SyntaxKind.MethodDeclaration || this.values.of(value).nullish === false || unparenthesised(value).kind === SyntaxKind.NullKeyword;
    return sources !== undefined && sources.every((source) => {
      const value = this.fieldOfLiteral(source, name);
      if (value !== undefined) return fills(value);
      // `const { limit = 10 } = OPTIONS`: what a read of `OPTIONS.limit` finds there, every value it may hold.
      // `const { retries = compute() } = JSON.parse(\`{"retries": 3}\`)`: data of constant text that has the key.
      if (this.values.parsedHas(source, name)) return true;
      const held = this.values.memberHeld(source, name);
      return held !== undefined && held.length > 0 && held.every((v) => v !== "absent" && fills(v));
    });
  }

  /** The value an object literal (written in place, or frozen) gives `name`, last definition winning; undefined where a spread, a computed key or an accessor may decide it. */
  private fieldOfLiteral(source: Node, name: string): Node | undefined {
    const object = objectLiteralOf(source, this.scopes);
    if (object === undefined) return undefined;
    let value: Node | undefined;
    for (const p of (object as Node & { readonly properties?: readonly Node[] }).properties ?? []) {
      const n = p.kind === SyntaxKind.SpreadAssignment ? undefined : fields(p).name;
      if (n !== undefined && n.kind !== SyntaxKind.ComputedPropertyName && fields(n).text !== name) continue;
      // A spread or a computed key may set it to anything; a method is a value; an accessor runs code.
      value = p.kind === SyntaxKind.PropertyAssignment && n?.kind !== SyntaxKind.ComputedPropertyName ? (fields(p).initializer as Node) : p.kind === SyntaxKind.ShorthandPropertyAssignment ? n : p.kind === SyntaxKind.MethodDeclaration ? p : undefined;
    }
    return value;
  }

  /**
   * Every value an object pattern takes apart, where the text shows them all: a declaration's initializer; each
   * element of an array literal a `for…of` walks; each argument every call passes a parameter, or each element of an
   * array literal a synchronous built-in (`map`, `forEach` …) hands its callback's first parameter; for a nested
   * pattern, the field each value of the pattern around it holds. Undefined where some value cannot be read.
   */
  private patternSources(pattern: Node, depth: number): readonly Node[] | undefined {
    const holder = pattern.parent;
    if (holder === undefined || depth > 4 || fields(holder).name !== pattern) return undefined;
    if (holder.kind === SyntaxKind.VariableDeclaration) {
      const loop = holder.parent?.parent;
      if (loop?.kind === SyntaxKind.ForOfStatement && fields(loop).initializer === holder.parent) return (fields(loop).awaitModifier === undefined ? this.literalElements(fields(loop).expression as Node) : undefined);
      return fields(holder).initializer === undefined ? undefined : [fields(holder).initializer as Node];
    }
    // What every call passes, or the parameter's own default where a call leaves it out (`= { root: "." }`); a loop's
    // variable over a constant list (`scan(job)` in `for (const job of JOBS)`) is each element of that list.
    if (holder.kind === SyntaxKind.Parameter) {
      const given = this.argumentsFor(holder, true);
      return (given === undefined ? undefined : this.walkedSources(given)) ?? this.callbackElements(holder) ?? this.namedCallbackSources(holder);
    }
    if (holder.kind !== SyntaxKind.BindingElement || holder.parent?.kind !== SyntaxKind.ObjectBindingPattern || fields(holder).initializer !== undefined) return undefined;
    const key = (holder as Node & { readonly propertyName?: Node }).propertyName ?? fields(holder).name;
    const name = key?.kind === SyntaxKind.Identifier || key?.kind === SyntaxKind.StringLiteral ? fields(key).text : undefined;
    const outer = name === undefined ? undefined : this.patternSources(holder.parent, depth + 1);
    if (outer === undefined || name === undefined) return undefined;
    const inner: Node[] = [];
    for (const source of outer) {
      const value = this.fieldOfLiteral(source, name);
      if (value === undefined || value.kind === SyntaxKind.MethodDeclaration) return undefined;
      inner.push(value);
    }
    return inner;
  }

  // Each value stands for itself, except a `for…of` variable never written, which stands for each element of the
  // constant list the loop walks; undefined where such a list is not known.
  private walkedSources(values: readonly Node[]): readonly Node[] | undefined {
    const out: Node[] = [];
    for (const value of values) {
      const v = unparenthesised(value);
      const d = v.kind === SyntaxKind.Identifier ? this.scopes.declarationOf(v) : undefined;
      const loop = d?.holder.parent?.parent;
      if (d === undefined || d.writes > 0 || d.holder.kind !== SyntaxKind.VariableDeclaration || fields(d.holder).name !== d.identifier || loop?.kind !== SyntaxKind.ForOfStatement || fields(loop).initializer !== d.holder.parent) {
        out.push(value);
        continue;
      }
      const elements = fields(loop).awaitModifier === undefined ? this.literalElements(fields(loop).expression as Node) : undefined;
      if (elements === undefined) return undefined;
      out.push(...elements);
    }
    return out;
  }

  /** The elements of an array literal (in place, or a `const` only ever read), none spread or left out. */
  literalElements(expression: Node): readonly Node[] | undefined {
    let list = unparenthesised(expression);
    if (list.kind === SyntaxKind.Identifier) {
      if (!this.values.onlyRead(list)) return undefined;
      const d = this.scopes.declarationOf(list);
      const init = d === undefined || d.holder.kind !== SyntaxKind.VariableDeclaration ? undefined : fields(d.holder).initializer;
      if (init === undefined) return undefined;
      list = unparenthesised(init);
    }
    if (list.kind !== SyntaxKind.ArrayLiteralExpression) return undefined;
    const elements = (list as Node & { readonly elements?: readonly Node[] }).elements ?? [];
    return elements.some((e) => e.kind === SyntaxKind.SpreadElement || e.kind === SyntaxKind.OmittedExpression) ? undefined : elements;
  }

  /**
   * `JOBS.map(scan)` of `function scan({ root = … })`: what the first parameter of a function declared once takes, where
   * each use of its name is a call of it (the argument, or the parameter's default where the call leaves it out) or
   * hands it to a built-in that calls it on each element of a constant list (`forEach`, `map`, …). Undefined otherwise.
   */
  private namedCallbackSources(parameter: Node): readonly Node[] | undefined {
    const fn = parameter.parent;
    const name = fn?.kind === SyntaxKind.FunctionDeclaration ? fields(fn).name : undefined;
    const d = name === undefined ? undefined : this.scopes.declarationOf(name);
    if (fn === undefined || d === undefined || d.writes > 0 || d.count > 1 || (fields(fn).parameters ?? [])[0] !== parameter || this.facts.anyMember) return undefined;
    const out: Node[] = [];
    for (const r of d.references) {
      if (r === d.identifier) continue;
      const outer = outermost(r);
      const call = outer.parent;
      if (call?.kind !== SyntaxKind.CallExpression) return undefined;
      const args = fields(call).arguments ?? [];
      if (fields(call).expression === outer) {
        const given = args[0] ?? fields(parameter).initializer;
        if (given === undefined || given.kind === SyntaxKind.SpreadElement) return undefined;
        out.push(given);
        continue;
      }
      const callee = unparenthesised(fields(call).expression as Node);
      const method = callee.kind === SyntaxKind.PropertyAccessExpression ? (fields(callee).name?.text ?? "") : "";
      if (args[0] !== outer || !ELEMENT_CALLBACKS.has(method) || (this.facts.memberWrites.get(method) ?? []).length > 0) return undefined;
      const elements = this.literalElements(fields(callee).expression as Node);
      if (elements === undefined) return undefined;
      out.push(...elements);
    }
    return out.length > 0 ? this.walkedSources(out) : undefined;
  }

  // `[{ size: 1 }].map(({ size = … }) => …)`: the elements a synchronous built-in hands its callback's first parameter.
  private callbackElements(parameter: Node): readonly Node[] | undefined {
    const fn = parameter.parent;
    const place = fn === undefined ? -1 : (fields(fn).parameters ?? []).indexOf(parameter);
    if (fn === undefined || place < 0 || place > 1) return undefined;
    const call = outermost(fn).parent;
    const callee = call?.kind === SyntaxKind.CallExpression && (fields(call).arguments ?? [])[0] === outermost(fn) ? unparenthesised(fields(call).expression as Node) : undefined;
    const method = callee?.kind === SyntaxKind.PropertyAccessExpression ? (fields(callee).name?.text ?? "") : "";
    // `reduce`'s element is its callback's second parameter (each element but, without a start value, the first).
    const element = ELEMENT_CALLBACKS.has(method) ? 0 : method === "reduce" || method === "reduceRight" ? 1 : -1;
    if (callee === undefined || place !== element || this.facts.anyMember || (this.facts.memberWrites.get(method) ?? []).length > 0) return undefined;
    return this.literalElements(fields(callee).expression as Node);
  }

  /**
   * Whether a `switch` whose discriminant is a constant (or `true`) never runs the clause `clause`: no clause from it
   * back to the last one that always exits can match (a case of another constant cannot; `default` cannot when a case of
   * the same constant comes anywhere).
   */
  private clauseSkipped(caseBlock: Node, clause: Node): boolean {
    const clauses = (caseBlock as Node & { readonly clauses?: readonly Node[] }).clauses ?? [];
    const at = clauses.indexOf(clause);
    if (at < 0 || caseBlock.parent === undefined) return false;
    let mayMatch: (c: Node) => boolean;
    const big = this.values.bigIntConstant(fields(caseBlock.parent).expression as Node);
    if (unparenthesised(fields(caseBlock.parent).expression as Node).kind === SyntaxKind.TrueKeyword) {
      // `switch (true)`: a falsy test never equals `true`, and no clause after the first test that is always `true` is
      // ever chosen (`case typeof process !== "undefined": …` in the guest, `case typeof gg === "object": …`).
      const truth = (c: Node): boolean | undefined => (c.kind === SyntaxKind.CaseClause ? this.values.of(fields(c).expression as Node).truthy : undefined);
      const first = clauses.findIndex((c) => c.kind === SyntaxKind.CaseClause && isBooleanTest(fields(c).expression as Node) && truth(c) === true);
      mayMatch = (c) => (first < 0 || clauses.indexOf(c) <= first) && (c.kind === SyntaxKind.DefaultClause ? first < 0 : truth(c) !== false);
    } else if (big !== undefined) {
      // `switch (DIVISOR) { case 0n: … }`: a BigInt is the same case only as the same BigInt, never text or a number.
      const caseBig = (c: Node): bigint | "other" | undefined => {
        if (c.kind !== SyntaxKind.CaseClause) return undefined;
        const value = this.values.bigIntConstant(fields(c).expression as Node);
        return value ?? (this.values.constant(fields(c).expression as Node) !== undefined ? "other" : undefined);
      };
      const matched = clauses.some((c) => caseBig(c) === big);
      mayMatch = (c) => (c.kind === SyntaxKind.DefaultClause ? !matched : caseBig(c) === undefined || caseBig(c) === big);
    } else {
      const expression = fields(caseBlock.parent).expression as Node;
      const discriminant = this.values.constant(expression);
      // `switch (env.NODE_ENV)` of an object without that member: undefined, which no string or number case equals.
      const nullish = discriminant === undefined && this.values.of(expression).nullish === true;
      if (discriminant === undefined && !nullish) return false;
      const value = (c: Node): string | number | undefined => (c.kind === SyntaxKind.CaseClause ? this.values.constant(fields(c).expression as Node) : undefined);
      const matched = !nullish && clauses.some((c) => c.kind === SyntaxKind.CaseClause && value(c) === discriminant);
      mayMatch = (c) => (c.kind === SyntaxKind.DefaultClause ? !matched : value(c) === undefined || (!nullish && value(c) === discriminant));
    }
    for (let i = at; i >= 0; i--) {
      const c = clauses[i] as Node;
      if (i < at && (fields(c).statements ?? []).some((s) => this.exitsOf.certain(s))) return true;
      if (mayMatch(c)) return false;
    }
    return true;
  }

  /**
   * Whether a call certainly throws instead of returning: its callee, bound by scope and never written again, is a
   * plain function (not async, not a generator, whose throws only reject or wait for `next`) whose body holds no
   * `return` and certainly exits (`function fail(m) { throw new Error(m); }`).
   */
  private neverReturns(call: Node): boolean {
    const callee = unparenthesised(fields(call).expression as Node);
    const bound = calleeFunction(callee, this.scopes);
    const fn = bound ?? this.soleMethod(callee);
    if (fn === undefined || isAsync(fn) || isGenerator(fn)) return false;
    // `this.die(…)`: the method reached, where every function the program defines under that name never returns.
    if (bound === undefined && !(this.definitions.get(fields(callee).name?.text ?? "") ?? []).every((d) => d === fn || (!isAsync(d) && !isGenerator(d) && this.throwsAlways(d)))) return false;
    return this.throwsAlways(fn);
  }

  // The program's method a call of `callee` reaches (`this.die`, `cli.die`), where nothing writes a member of that name.
  private soleMethod(callee: Node): Node | undefined {
    if (callee.kind !== SyntaxKind.PropertyAccessExpression || this.facts.anyMember) return undefined;
    const name = fields(callee).name?.text ?? "";
    return (this.facts.memberWrites.get(name) ?? []).length > 0 ? undefined : ownMethod(callee, this.scopes);
  }

  // Whether every run of a function's body ends in a `throw`: no `return` that may run, and a statement that certainly exits.
  private throwsAlways(fn: Node): boolean {
    let answer = this.throwing.get(fn);
    if (answer === undefined) {
      this.throwing.set(fn, false);
      const body = fields(fn).body;
      // A `return` that never runs (after a `throw`, behind `if (false)`) returns nothing.
      answer = body !== undefined && body.kind === SyntaxKind.Block && !this.exitsOf.mayReturn(body) && (statementsOf(body) ?? []).some((st) => this.exitsOf.certain(st));
      this.throwing.set(fn, answer);
    }
    return answer;
  }

  /** Where the first statement of a statement list that always exits ends (Infinity when none does, or no list). */
  private firstExitEnd(parent: Node): number {
    let end = this.exits.get(parent);
    if (end === undefined) {
      const fn = this.functionOf(parent) ?? (isFunctionWithBody(parent) ? parent : undefined);
      end = statementsOf(parent)?.find((s) => this.exitsOf.certain(s) || this.settling.stops(s, fn))?.end ?? Infinity;
      this.exits.set(parent, end);
    }
    return end;
  }

  /**
   * Whether `expression` is one of the guest's own constructors or namespaces by its name (`Boolean`, `Math`), which
   * have no enumerable key of their own nor inherit one, where the program writes no member on it by its name, none
   * on a prototype but its own classes' and functions', and none by a key it computes: `for (k in Number)` runs no
   * iteration. Not `globalThis`, which holds what the program sets on it.
   */
  private keylessBuiltin(expression: Node): boolean {
    const e = unparenthesised(expression);
    if (e.kind !== SyntaxKind.Identifier || this.scopes.declarationOf(e) !== undefined) return false;
    const name = fields(e).text ?? "";
    if (name === "globalThis" || this.values.env.presentGlobal(e) === undefined) return false;
    if (!this.noInheritedKey()) return false;
    return ![...this.facts.memberWrites.keys()].some((key) => key.startsWith(`${name}.`));
  }

  /**
   * Whether `expression` is `F.prototype` of a function or class of the program's (declared, or a function or class
   * expression in a binding), declared once and never written, whose every use calls it, constructs it, tests it, or
   * only reads its prototype: that object has only `constructor`, which is not enumerable, and inherits only what a
   * built-in prototype holds, so `for (k in F.prototype)` runs no iteration where the program adds no member to a
   * built-in.
   */
  private keylessPrototype(expression: Node): boolean {
    const e = unparenthesised(expression);
    if (e.kind !== SyntaxKind.PropertyAccessExpression || fields(e).name?.text !== "prototype") return false;
    const owner = unparenthesised(fields(e).expression as Node);
    const d = owner.kind === SyntaxKind.Identifier ? this.scopes.declarationOf(owner) : undefined;
    if (d === undefined || d.writes !== 0 || d.count !== 1) return false;
    // A declaration, or a binding of a function or class expression (`var gunc = function () {}`).
    const held = d.holder.kind === SyntaxKind.VariableDeclaration && fields(d.holder).name === d.identifier && fields(d.holder).initializer !== undefined ? unparenthesised(fields(d.holder).initializer as Node) : undefined;
    const made = d.kind === "class" || d.kind === "function" ? d.holder : held?.kind === SyntaxKind.FunctionExpression || held?.kind === SyntaxKind.ClassExpression ? held : undefined;
    if (made === undefined) return false;
    // A class's prototype inherits its base's, which may hold what the program puts on it.
    if ((made.kind === SyntaxKind.ClassDeclaration || made.kind === SyntaxKind.ClassExpression) && extendsExpression(made) !== undefined) return false;
    const used = (r: Node): boolean => {
      if (r === d.identifier) return true;
      let outer = r;
      while (outer.parent?.kind === SyntaxKind.ParenthesizedExpression) outer = outer.parent;
      const parent = outer.parent;
      if (parent === undefined) return false;
      if ((parent.kind === SyntaxKind.CallExpression || parent.kind === SyntaxKind.NewExpression) && fields(parent).expression === outer) return true;
      // `x instanceof F`, `p.constructor === F`, `typeof F`: a test hands the function to nothing.
      if (onlyTested(r)) return true;
      return parent.kind === SyntaxKind.PropertyAccessExpression && fields(parent).expression === outer && fields(parent).name?.text === "prototype" && onlyReads(parent, this.scopes);
    };
    return d.references.every(used) && this.noInheritedKey();
  }

  /**
   * Whether no built-in prototype can hold an enumerable key the program gives it: no member set by a key it computes
   * on a built-in, none on a prototype but its own classes' and functions', none on what `Object.getPrototypeOf` or
   * `__proto__` reaches.
   */
  private noInheritedKey(): boolean {
    const facts = this.facts;
    if (facts.anyMember) return false;
    // A member written on a prototype of the program's own (`Test262Error.prototype.toString = …`) reaches no built-in.
    const onOwnPrototype = (write: Node): boolean => {
      const target = write.kind === SyntaxKind.PropertyAccessExpression || write.kind === SyntaxKind.ElementAccessExpression ? unparenthesised(fields(write).expression as Node) : undefined;
      const owner = target?.kind === SyntaxKind.PropertyAccessExpression && fields(target).name?.text === "prototype" ? unparenthesised(fields(target).expression as Node) : undefined;
      const d = owner?.kind === SyntaxKind.Identifier ? this.scopes.declarationOf(owner) : undefined;
      return d !== undefined && (d.kind === "class" || d.kind === "function") && d.writes === 0 && d.count === 1;
    };
    if ([...facts.prototypeWrites.values()].some((writes) => !writes.every(onOwnPrototype))) return false;
    const throughPrototype = (write: Node): boolean => {
      const target = write.kind === SyntaxKind.PropertyAccessExpression || write.kind === SyntaxKind.ElementAccessExpression ? unparenthesised(fields(write).expression as Node) : write;
      if (target.kind === SyntaxKind.PropertyAccessExpression && fields(target).name?.text === "__proto__") return true;
      const called = target.kind === SyntaxKind.CallExpression ? unparenthesised(fields(target).expression as Node) : undefined;
      return called?.kind === SyntaxKind.PropertyAccessExpression && fields(called).name?.text === "getPrototypeOf";
    };
    return ![...facts.memberWrites.values()].some((writes) => writes.some(throughPrototype));
  }

  /**
   * Whether something catches what `node` throws. `as`: the class of the program's the error in flight is by now,
   * where a catch on the way made a new one of it (`catch (e) { throw new StepError(e.message); }`).
   */
  caught(node: Node, as?: InFlight): boolean {
    let child: Node = node;
    let inFlight = as;
    for (let parent = node.parent; parent !== undefined; child = parent, parent = parent.parent) {
      if (parent.kind === SyntaxKind.TryStatement && child === fields(parent).tryBlock) {
        if (catches(fields(parent).catchClause, this.scopes, inFlight)) return true;
        inFlight = convertsTo(fields(parent).catchClause, this.scopes) ?? inFlight;
      }
      // A `finally` that may `return`, `break` or `continue` throws away what the try or its catch throws.
      if (parent.kind === SyntaxKind.TryStatement && child !== fields(parent).finallyBlock && fields(parent).finallyBlock !== undefined && mayLeave(fields(parent).finallyBlock as Node)) return true;
      // A parameter's default throws at the calls that leave the argument out, not at the function's other calls.
      if (parent.kind === SyntaxKind.Parameter && child === fields(parent).initializer && parent.parent !== undefined && !isAsync(parent.parent) && !isGenerator(parent.parent)) {
        const at = this.defaultRunsAt(parent);
        if (at !== undefined) return at.every((e) => this.caught(e.site));
      }
      // An instance field's initializer runs as each instance is made: caught where every construction is.
      if (parent.kind === SyntaxKind.PropertyDeclaration && child === fields(parent).initializer && !isStaticMember(parent) && parent.parent !== undefined) {
        const made = instanceConstructions(parent.parent, this.scopes, this.entryFacts);
        if (made !== undefined && made.length > 0) return made.every((site) => this.caught(site));
      }
      // A Promise executor's throw after it settled its promise is thrown away.
      if (isFunctionWithBody(parent) && child !== fields(parent).name && settledBefore(node, parent, this.scopes)) return true;
      // The guest's class of the error is followed through the catches of its own function only: past them, where a
      // call of the function is caught, any catch counts (a filter there may be on that class).
      if (isFunctionWithBody(parent) && child !== fields(parent).name) return this.functionCaught(parent, typeof inFlight === "string" ? undefined : inFlight);
    }
    return false;
  }

  private functionCaught(fn: Node, as?: Node): boolean {
    // An error a catch in the function made anew: followed out of it without the memo, which is for the error itself.
    if (as !== undefined) return this.functionCaughtAs(fn, as);
    const known = this.catches.get(fn);
    if (known !== undefined) return known;
    // Within a cycle of calls, the path back to this function decides nothing: every other entry decides.
    this.catches.set(fn, true);
    const live = this.entriesOf(fn).filter((e) => this.runs(e.site) && (e.handedAt === undefined || this.runs(e.handedAt)));
    // An async function's throw rejects the promise its call returns: caught where that promise is handled.
    const async = isAsync(fn);
    const caught = live.length > 0 && live.every((e) => {
      if (!async && e.kind === "call" && e.handedAt !== undefined) {
        const through = this.caughtThroughCallee(e.site, e.handedAt);
        if (through !== undefined) return through;
      }
      // `x.map(f)` on a value that may be the program's own object: its `map` may catch around `f`, or never call it.
      if (e.alternatives !== undefined && e.alternatives.every((a) => this.caught(a.site))) return true;
      // A function stored or handed on runs where the program calls a value it cannot name (`for (const s of steps)
      // s();`): caught where such a call may be.
      if (e.kind === "escape" && this.valueCallCaught(async, fn)) return true;
      // An async function called where it stands, or handed to a function that calls it (`fn().catch(…)` in
      // `test(fn)`): the promise that call returns carries its throw.
      if (e.kind === "reaction" || (async && e.kind === "call" && (e.direct || e.handedAt !== undefined))) return this.promiseHandled(e.site);
      // `step.run().catch(…)` of `{ run: async () => … }`: the member read called in place returns the promise.
      if (async && e.kind === "call" && e.chosen === true && e.site.kind === SyntaxKind.CallExpression && calledInPlace(fields(e.site).expression as Node)) {
        const callee = unparenthesised(fields(e.site).expression as Node);
        if (callee.kind === SyntaxKind.PropertyAccessExpression || callee.kind === SyntaxKind.ElementAccessExpression) return this.promiseHandled(e.site);
      }
      // `list.map(async (x) => …)`: each call's promise is an element of the array `map` returns.
      if (async && e.kind === "call" && isMapCall(e.site)) return this.promisesHandled(e.site);
      return this.caught(e.site);
    });
    this.catches.set(fn, caught);
    return caught;
  }

  /**
   * Whether an error of the program's class `as`, which a catch in `fn` made, is caught where `fn` is called: only
   * through plain synchronous calls (the ways in that a promise or a stored function carries are left to the general
   * answer, which follows the error itself).
   */
  private functionCaughtAs(fn: Node, as: Node): boolean {
    if (isAsync(fn) || isGenerator(fn) || this.following.has(fn)) return this.functionCaught(fn);
    this.following.add(fn);
    try {
      const live = this.entriesOf(fn).filter((e) => this.runs(e.site) && (e.handedAt === undefined || this.runs(e.handedAt)));
      return live.length > 0 && live.every((e) => {
        if (e.kind !== "call") return this.functionCaught(fn);
        if (e.handedAt !== undefined) {
          const through = this.caughtThroughCallee(e.site, e.handedAt, as);
          if (through !== undefined) return through;
        }
        return this.caught(e.site, as);
      });
    } finally {
      this.following.delete(fn);
    }
  }

  /**
   * Whether what a parameter's call (`fn()` in `attempt`) throws is caught, following it out of the callee only to the
   * call that handed the function over: a `try` in the callee around the call, else one around that call. Undefined
   * where the call stands in a function nested in the callee, or the callee is async or a generator (its throw
   * leaves elsewhere): the general answer holds.
   */
  private caughtThroughCallee(site: Node, handedAt: Node, as?: Node): boolean | undefined {
    let child: Node = site;
    let inFlight = as;
    for (let parent = site.parent; parent !== undefined; child = parent, parent = parent.parent) {
      if (parent.kind === SyntaxKind.TryStatement && child === fields(parent).tryBlock) {
        if (catches(fields(parent).catchClause, this.scopes, inFlight)) return true;
        inFlight = convertsTo(fields(parent).catchClause, this.scopes) ?? inFlight;
      }
      if (parent.kind === SyntaxKind.TryStatement && child !== fields(parent).finallyBlock && fields(parent).finallyBlock !== undefined && mayLeave(fields(parent).finallyBlock as Node)) return true;
      if (isFunctionWithBody(parent) && child !== fields(parent).name) {
        const callee = unparenthesised(fields(site).expression as Node);
        const parameter = callee.kind === SyntaxKind.Identifier ? this.scopes.declarationOf(callee) : undefined;
        if (isAsync(parent) || isGenerator(parent) || parameter?.kind !== "parameter" || parameter.holder.parent !== parent) return undefined;
        return this.caught(handedAt, inFlight);
      }
    }
    return undefined;
  }

  /**
   * Whether some call of a value the model cannot name (a parameter, a loop variable, a destructured or reassigned
   * binding, an element) runs where something catches what it throws: a stored function may be called there. Not a
   * call inside `fn` itself, the stored function asked about: it runs only once `fn` already does, so it is never
   * the way in (`(fn) => (c) => fn(process.env.X + c)` does not catch its own throw by calling `fn`).
   */
  private valueCallCaught(async: boolean, fn: Node): boolean {
    const memo = async ? this.valueCallCaughtOf.rejection : this.valueCallCaughtOf.throw;
    let known = memo.get(fn);
    if (known === undefined) {
      // While it is being decided, a question back to it decides nothing.
      memo.set(fn, false);
      // An async function's throw rejects the promise the call returns: handled where that promise may be
      // (`Promise.allSettled(probes.map((p) => p()))`).
      known = this.valueCalls().some((call) => !(fn.pos <= call.pos && call.end <= fn.end) && this.runs(call) && (this.caught(call) || (async && this.handledVisibly(call, 0))));
      memo.set(fn, known);
    }
    return known;
  }

  private valueCalls(): Node[] {
    if (this.valueCallList !== undefined) return this.valueCallList;
    const out: Node[] = [];
    this.valueCallList = out;
    forEachCode(this.root, (n) => {
      if (n.kind !== SyntaxKind.CallExpression) return;
      const callee = calledValue(fields(n).expression as Node);
      if (callee.kind === SyntaxKind.ElementAccessExpression) out.push(n);
      else if (callee.kind === SyntaxKind.Identifier) {
        const d = this.scopes.declarationOf(callee);
        if (d !== undefined && d.kind !== "function" && d.kind !== "class" && d.kind !== "import" && calleeFunction(callee, this.scopes) === undefined) out.push(n);
      }
    });
    return out;
  }

  /**
   * Whether the program visibly handles a rejection of the promise `call` returns: awaited where something catches,
   * given a `.catch` (or `.then`) handler, or returned from a callback of `map` whose array `Promise.allSettled`
   * settles (or `Promise.all`, `any`, `race` pass on to a promise handled so). Stricter than `promiseHandled`, which
   * counts a place the model cannot follow as handled: for a stored function, called where the model cannot name it.
   */
  private handledVisibly(call: Node, depth: number): boolean {
    if (depth > 4) return false;
    const outer = outermost(call);
    const parent = outer.parent;
    if (parent?.kind === SyntaxKind.AwaitExpression) return this.caught(parent);
    if (parent?.kind === SyntaxKind.PropertyAccessExpression) {
      const reaction = outermost(parent).parent;
      if (reaction?.kind !== SyntaxKind.CallExpression || fields(reaction).expression !== outermost(parent)) return false;
      const args = fields(reaction).arguments ?? [];
      const method = fields(parent).name?.text;
      return (method === "catch" && handles(args[0], this.values, this.scopes)) || (method === "then" && handles(args[1], this.values, this.scopes));
    }
    // `const pending = run();`, then each use handled so; `Promise.allSettled([run(), …])`.
    // A use that never runs attaches no handler.
    const held = this.constUses(outer);
    if (held !== undefined) return held.length > 0 && held.every((use) => this.runs(use) && this.handledVisibly(use, depth + 1));
    if (parent?.kind === SyntaxKind.ArrayLiteralExpression) return this.settledVisibly(parent, depth + 1);
    if (parent?.kind !== SyntaxKind.ArrowFunction || fields(parent).body !== outer) return false;
    const entries = this.entriesOf(parent).filter((e) => this.runs(e.site));
    return entries.length > 0 && entries.every((e) => e.kind === "call" && isMapCall(e.site) && this.settledVisibly(e.site, depth + 1));
  }

  // The uses of the `const` (never written again) a value is the initializer of; undefined where it is no such value.
  private constUses(value: Node): Node[] | undefined {
    const d = heldBy(value, this.scopes);
    return d?.references.filter((r) => r !== d.identifier);
  }

  // `Promise.allSettled(list.map(…))` of the built-in, not replaced; or `all`, `any`, `race` whose promise is handled.
  private settledVisibly(array: Node, depth: number): boolean {
    if (depth > 4) return false;
    const outer = outermost(array);
    // `const pending = list.map(…)`, each use of it settled so.
    const held = this.constUses(outer);
    if (held !== undefined) return held.length > 0 && held.every((use) => this.runs(use) && this.settledVisibly(use, depth + 1));
    const combinator = outer.parent;
    if (combinator?.kind !== SyntaxKind.CallExpression || (fields(combinator).arguments ?? [])[0] !== outer) return false;
    const named = globalMethodCall(combinator, this.scopes);
    if (named?.[0] !== "Promise" || this.facts.anyMember || this.facts.memberWrites.has(named[1]) || this.facts.memberWrites.has(`Promise.${named[1]}`)) return false;
    if (named[1] === "allSettled") return true;
    return (named[1] === "all" || named[1] === "any" || named[1] === "race") && this.handledVisibly(combinator, depth + 1);
  }

  /**
   * Whether the program handles the rejections of the promises in the array `call` returns: `Promise.allSettled`
   * settles them all; `Promise.all`, `any` and `race` pass one on to the promise they make; dropped, none is handled.
   * Anywhere else the model cannot follow them.
   */
  promisesHandled(call: Node): boolean {
    const outer = outermost(call);
    const parent = outer.parent;
    if (parent === undefined || parent.kind === SyntaxKind.ExpressionStatement || parent.kind === SyntaxKind.VoidExpression) return false;
    if (parent.kind !== SyntaxKind.CallExpression || !(fields(parent).arguments ?? []).includes(outer)) return true;
    const named = globalMethodCall(parent, this.scopes);
    if (named?.[0] !== "Promise") return true;
    const method = named[1];
    return method === "all" || method === "any" || method === "race" ? this.promiseHandled(parent) : true;
  }

  /**
   * Whether the program handles a rejection of the promise `call` returns: a `.catch`, a `.then` with a handler, an
   * `await` that something catches, or a place the model cannot follow. Dropped (a statement of its own, `void`), it
   * is unhandled.
   */
  promiseHandled(call: Node): boolean {
    const outer = outermost(call);
    const parent = outer.parent;
    if (parent === undefined) return false;
    const p = fields(parent);
    switch (parent.kind) {
      case SyntaxKind.ExpressionStatement:
      case SyntaxKind.VoidExpression:
        return false;
      case SyntaxKind.AwaitExpression:
        return this.caught(parent);
      case SyntaxKind.VariableDeclaration: {
        // `const pending = run();`: handled where some use of the binding handles it.
        const name = p.name;
        const d = name?.kind === SyntaxKind.Identifier ? this.scopes.declarationOf(name) : undefined;
        if (d === undefined || d.writes > 0 || p.initializer !== outer) return true;
        // Each reaction or `await` on the promise rejects on its own: every one must be handled. A use that never
        // runs (`if (false) p.catch(…)`) attaches no handler.
        const uses = d.references.filter((r) => r !== name && this.runs(r));
        return uses.length > 0 && uses.every((r) => this.promiseHandled(r));
      }
      case SyntaxKind.PropertyAccessExpression: {
        const method = p.name?.text;
        const reaction = outermost(parent).parent;
        if (reaction?.kind !== SyntaxKind.CallExpression || fields(reaction).expression !== outermost(parent)) return true;
        // A handler that is missing (`.catch()`, `.then(f, undefined)`) or certainly throws again passes the
        // rejection on to the promise the reaction makes.
        const args = fields(reaction).arguments ?? [];
        if (method === "catch") return handles(args[0], this.values, this.scopes) || this.promiseHandled(reaction);
        if (method === "then") return handles(args[1], this.values, this.scopes) || this.promiseHandled(reaction);
        if (method === "finally") return this.promiseHandled(reaction);
        return true;
      }
      case SyntaxKind.ReturnStatement:
      case SyntaxKind.ArrowFunction: {
        // `function sleep(ms) { return new Promise(…); }`: the promise is what each call returns.
        const fn = parent.kind === SyntaxKind.ArrowFunction ? (p.body === outer ? parent : undefined) : this.functionOf(parent);
        if (fn === undefined) return true;
        // Handed to a built-in: `map` keeps each promise in the array it returns, `forEach` drops it.
        const calls = this.entriesOf(fn).filter((e) => this.runs(e.site));
        return calls.every((e) => {
          if (e.kind === "call" && e.direct) return this.promiseHandledOnce(e.site);
          if (e.kind === "call" && isMapCall(e.site)) return this.promisesHandled(e.site);
          return !(e.kind === "call" && isForEachCall(e.site));
        });
      }
      // `Promise.all([load()])`: `all` passes any rejection on to the promise it makes (`allSettled` settles it);
      // `race` and `any` do where the promise is the only one (another may settle the race first, or fulfil `any`);
      // `Promise.resolve(load())` hands back the promise itself.
      case SyntaxKind.ArrayLiteralExpression: {
        const alone = ((parent as Node & { readonly elements?: readonly Node[] }).elements ?? []).length === 1;
        return this.combinedHandled(parent, alone ? ["all", "any", "race"] : ["all"]) ?? this.heldListHandled(parent) ?? true;
      }
      case SyntaxKind.CallExpression:
        return (fields(parent).arguments ?? [])[0] === outer ? (this.combinedHandled(outer, ["resolve"]) ?? true) : true;
      default:
        return true;
    }
  }

  /**
   * `const jobs = [run()]; await Promise.all(jobs);`: whether the promises of an array literal held in a binding never
   * written are handled, where every use of the binding is `Promise.all(jobs)` (which passes a rejection on), its
   * `length` or a `push` (which touch no element); undefined where some other use may handle them.
   */
  private heldListHandled(list: Node): boolean | undefined {
    const outer = outermost(list);
    const holder = outer.parent;
    const name = holder?.kind === SyntaxKind.VariableDeclaration && fields(holder).initializer === outer ? fields(holder).name : undefined;
    const d = name?.kind === SyntaxKind.Identifier ? this.scopes.declarationOf(name) : undefined;
    if (d === undefined || d.writes > 0 || d.count > 1) return undefined;
    let combined = 0;
    for (const r of d.references) {
      if (r === d.identifier) continue;
      const member = outermost(r).parent;
      if (member?.kind === SyntaxKind.PropertyAccessExpression && fields(member).expression === outermost(r) && (fields(member).name?.text === "length" || fields(member).name?.text === "push")) continue;
      const handled = this.combinedHandled(r, ["all"]);
      if (handled === undefined) return undefined;
      if (!handled) return false;
      combined++;
    }
    return combined > 0 ? true : undefined;
  }

  /**
   * Whether the promise a global `Promise` method makes of `given` (its first argument) is handled, where the method is
   * one of `passing` (it passes a rejection of what it is given on) and the program replaces none; true for
   * `allSettled`, which settles it; undefined where `given` is no such argument.
   */
  private combinedHandled(given: Node, passing: readonly string[]): boolean | undefined {
    const outer = outermost(given);
    const call = outer.parent;
    if (call?.kind !== SyntaxKind.CallExpression || (fields(call).arguments ?? [])[0] !== outer) return undefined;
    const named = globalMethodCall(call, this.scopes);
    if (named?.[0] !== "Promise" || this.facts.anyMember || this.facts.memberWrites.has(named[1]) || this.facts.memberWrites.has(`Promise.${named[1]}`)) return undefined;
    if (named[1] === "allSettled") return true;
    return passing.includes(named[1]) ? this.promiseHandledOnce(call) : undefined;
  }

  // A promise returned through calls: followed once per call site (a recursive function's own call decides nothing).
  private promiseHandledOnce(call: Node): boolean {
    if (this.following.has(call)) return true;
    this.following.add(call);
    try {
      return this.promiseHandled(call);
    } finally {
      this.following.delete(call);
    }
  }
}

/** The value a call calls: `t` of `t()`, `t.call(…)`, `t.apply(…)`, `t.bind(…)()`, `(0, t)()`. */
function calledValue(callee: Node): Node {
  let c = unparenthesised(callee);
  for (let i = 0; i < 4; i++) {
    if (c.kind === SyntaxKind.BinaryExpression && fields(c).operatorToken?.kind === SyntaxKind.CommaToken) c = unparenthesised(fields(c).right as Node);
    else if (c.kind === SyntaxKind.PropertyAccessExpression && (fields(c).name?.text === "call" || fields(c).name?.text === "apply")) c = unparenthesised(fields(c).expression as Node);
    else if (c.kind === SyntaxKind.CallExpression) {
      const inner = unparenthesised(fields(c).expression as Node);
      if (inner.kind !== SyntaxKind.PropertyAccessExpression || fields(inner).name?.text !== "bind") break;
      c = unparenthesised(fields(inner).expression as Node);
    } else break;
  }
  return c;
}

/** The functions a program defines as members, by name: a method, a field or property holding a function written in place. */
function memberDefinitions(root: Node): Map<string, Node[]> {
  const out = new Map<string, Node[]>();
  const add = (name: Node | undefined, fn: Node): void => {
    const text = name !== undefined && (name.kind === SyntaxKind.Identifier || name.kind === SyntaxKind.StringLiteral) ? fields(name).text : undefined;
    if (text === undefined) return;
    const list = out.get(text);
    if (list === undefined) out.set(text, [fn]);
    else list.push(fn);
  };
  forEachCode(root, (n) => {
    if (n.kind === SyntaxKind.MethodDeclaration && fields(n).body !== undefined) add(fields(n).name, n);
    else if (n.kind === SyntaxKind.PropertyAssignment || n.kind === SyntaxKind.PropertyDeclaration) {
      const init = fields(n).initializer;
      const value = init === undefined ? undefined : unparenthesised(init);
      if (value !== undefined && (value.kind === SyntaxKind.ArrowFunction || value.kind === SyntaxKind.FunctionExpression)) add(fields(n).name, value);
    }
  });
  return out;
}

/** Whether a call is `….map(…)` or `Array.from(…, f)` (`flatMap` keeps a promise as it is too): it returns what `f` does. */
function isMapCall(call: Node): boolean {
  const callee = call.kind === SyntaxKind.CallExpression ? unparenthesised(fields(call).expression as Node) : undefined;
  const method = callee?.kind === SyntaxKind.PropertyAccessExpression ? fields(callee).name?.text : undefined;
  if (method === "from") {
    const owner = unparenthesised(fields(callee as Node).expression as Node);
    return owner.kind === SyntaxKind.Identifier && fields(owner).text === "Array";
  }
  return method === "map" || method === "flatMap";
}

/**
 * The keys a literal written in place has of its own: an object literal's names (undefined where a spread, a computed
 * key or `__proto__` may add others), none of an array literal's that name a function of the program's by name.
 */
function ownKeysWrittenInPlace(expression: Node): readonly string[] | undefined {
  const e = unparenthesised(expression);
  if (e.kind === SyntaxKind.ArrayLiteralExpression) return [];
  if (e.kind !== SyntaxKind.ObjectLiteralExpression) return undefined;
  const keys: string[] = [];
  for (const p of (e as Node & { readonly properties?: readonly Node[] }).properties ?? []) {
    const name = fields(p).name;
    if (p.kind === SyntaxKind.SpreadAssignment || name === undefined || name.kind === SyntaxKind.ComputedPropertyName || fields(name).text === "__proto__") return undefined;
    keys.push(fields(name).text ?? "");
  }
  return keys;
}

/**
 * Whether every reference to the binding that names `fn` (a function declaration, or a `const` holding it) calls it in
 * place (`f(x)`, `f.call(self, x)`): it is handed nowhere it could be entered otherwise. True for a function no binding
 * names, whose entries the model reads as they are.
 */
function calledByNameOnly(fn: Node, scopes: Scopes): boolean {
  const outer = outermost(fn);
  const holder = outer.parent;
  const name = fn.kind === SyntaxKind.FunctionDeclaration ? fields(fn).name : holder?.kind === SyntaxKind.VariableDeclaration && fields(holder).initializer === outer ? fields(holder).name : undefined;
  const d = name?.kind === SyntaxKind.Identifier ? scopes.declarationOf(name) : undefined;
  if (d === undefined) return name === undefined;
  return d.references.every((r) => {
    if (r === d.identifier) return true;
    const o = outermost(r);
    const parent = o.parent;
    if (parent?.kind === SyntaxKind.CallExpression || parent?.kind === SyntaxKind.NewExpression) return fields(parent).expression === o;
    // `f.call(self, x)`: the call passes its arguments one place later (see `argumentsFor`).
    return parent?.kind === SyntaxKind.PropertyAccessExpression && fields(parent).name?.text === "call" && calledInPlace(parent);
  });
}

// How many arguments a built-in hands the callback it is given first (`then`'s second, too).
const CALLBACK_ARITY: ReadonlyMap<string, number> = new Map([
  ["forEach", 3], ["map", 3], ["filter", 3], ["some", 3], ["every", 3], ["find", 3], ["findIndex", 3], ["findLast", 3],
  ["findLastIndex", 3], ["flatMap", 3], ["reduce", 4], ["reduceRight", 4], ["sort", 2], ["toSorted", 2],
  ["then", 1], ["catch", 1], ["finally", 0],
]);

/** Whether a call is `….forEach(…)`: what its callback returns is dropped. */
function isForEachCall(call: Node): boolean {
  const callee = call.kind === SyntaxKind.CallExpression ? unparenthesised(fields(call).expression as Node) : undefined;
  return callee?.kind === SyntaxKind.PropertyAccessExpression && fields(callee).name?.text === "forEach";
}

/** Whether `node` is in the initializer of a class's instance field (it runs at a `new`, not where it is written). */
function inInstanceField(node: Node): boolean {
  for (let n = node.parent; n !== undefined; n = n.parent) {
    if (n.kind === SyntaxKind.PropertyDeclaration && !(fields(n).modifiers ?? []).some((m) => m.kind === SyntaxKind.StaticKeyword)) return true;
  }
  return false;
}

/**
 * Whether a rejection handler handles: one is given (not `undefined` or `null`), and it is not a function whose body
 * certainly throws again (`(e) => { log(e); throw e; }`). One the model cannot read handles.
 */
function handles(handler: Node | undefined, values: Values, scopes: Scopes): boolean {
  if (handler === undefined || values.of(handler).nullish === true) return false;
  const h = unparenthesised(handler);
  if (h.kind !== SyntaxKind.ArrowFunction && h.kind !== SyntaxKind.FunctionExpression) return true;
  const body = fields(h).body;
  if (body === undefined) return true;
  // `(e) => Promise.reject(e)`, `{ return Promise.reject(e); }`: rejects again.
  const statements = body.kind === SyntaxKind.Block ? (fields(body).statements ?? []) : [];
  const only = body.kind === SyntaxKind.Block ? (statements.length === 1 && statements[0]?.kind === SyntaxKind.ReturnStatement ? fields(statements[0]).expression : undefined) : body;
  if (only !== undefined && rejects(only, scopes)) return false;
  // `.catch((e) => { if (e.code !== "not_found") throw e; … })`: the language's errors go on, as through such a catch.
  const caught = (fields(h).parameters ?? [])[0];
  if (body.kind === SyntaxKind.Block && caught !== undefined && rethrowsAllBut(fields(caught).name, h, statements[0], scopes)) return false;
  return body.kind !== SyntaxKind.Block || !listThrows(statements, scopes);
}

/** Whether an expression is `Promise.reject(…)` of the built-in `Promise`. */
function rejects(expression: Node, scopes: Scopes): boolean {
  const named = globalMethodCall(unparenthesised(expression), scopes);
  return named?.[0] === "Promise" && named[1] === "reject";
}

/**
 * A catch clause that catches: one whose block does not certainly throw again (`catch (e) { log(e); throw e; }` does,
 * so does `{ rethrow(e); }`; `catch (e) { if (e instanceof ReferenceError) return fallback(); throw e; }` may leave
 * before its `throw`).
 */
function catches(clause: Node | undefined, scopes: Scopes, as?: InFlight): boolean {
  if (clause === undefined) return false;
  const block = (clause as Node & { readonly block?: Node }).block;
  const statements = fields(block ?? clause).statements ?? [];
  return !listThrows(statements, scopes) && !rethrowsAllButFailures(clause, statements[0], scopes, as);
}

/**
 * The class of the program's a catch clause certainly turns what it catches into: its last statement throws
 * `new StepError(…)` of a class declared once and never written, which no static `[Symbol.hasInstance]` decides, and
 * nothing before it throws or may leave. Undefined for any other catch.
 */
function convertsTo(clause: Node | undefined, scopes: Scopes): Node | undefined {
  if (clause === undefined) return undefined;
  const statements = fields((clause as Node & { readonly block?: Node }).block ?? clause).statements ?? [];
  const last = statements.at(-1);
  if (last?.kind !== SyntaxKind.ThrowStatement) return undefined;
  const made = unparenthesised(fields(last).expression as Node);
  const callee = made.kind === SyntaxKind.NewExpression ? unparenthesised(fields(made).expression as Node) : undefined;
  const d = callee?.kind === SyntaxKind.Identifier ? scopes.declarationOf(callee) : undefined;
  if (d === undefined || d.kind !== "class" || d.writes > 0 || d.count > 1 || decidesInstanceOf(d.holder, scopes)) return undefined;
  const before = statements.slice(0, -1);
  if (before.some((st) => mayLeave(st) || listThrows([st], scopes) || containsNode(st, (n) => n.kind === SyntaxKind.ThrowStatement))) return undefined;
  return d.holder;
}

/**
 * `catch (err) { if (!(err instanceof gg.Failure)) throw err; … }`: a catch whose first statement throws again
 * whatever is not a gg failure. What the program's own code throws (a TypeError, a ReferenceError) goes on through it.
 */
function rethrowsAllButFailures(clause: Node, first: Node | undefined, scopes: Scopes, as?: InFlight): boolean {
  const declaration = (clause as Node & { readonly variableDeclaration?: Node }).variableDeclaration;
  return rethrowsAllBut(declaration === undefined ? undefined : fields(declaration).name, clause, first, scopes, as);
}

/**
 * Whether `first`, the first statement of a handler of the caught error `variable` (a catch clause's, or a rejection
 * handler's parameter; `clause` is the handler), throws it again whatever is not a gg failure (see above).
 */
function rethrowsAllBut(variable: Node | undefined, clause: Node, first: Node | undefined, scopes: Scopes, as?: InFlight): boolean {
  if (first?.kind !== SyntaxKind.IfStatement || variable === undefined || variable.kind !== SyntaxKind.Identifier) return false;
  const caught = fields(variable).text;
  const isCaught = (n: Node | undefined): boolean => n !== undefined && unparenthesised(n).kind === SyntaxKind.Identifier && fields(unparenthesised(n)).text === caught;
  const rethrows = (branch: Node | undefined): boolean => {
    const b = branch?.kind === SyntaxKind.Block ? (fields(branch).statements ?? [])[0] : branch;
    return b?.kind === SyntaxKind.ThrowStatement && isCaught(fields(b).expression);
  };
  const isFailureTest = (test: Node): boolean => {
    const t = unparenthesised(test);
    if (t.kind !== SyntaxKind.BinaryExpression || fields(t).operatorToken?.kind !== SyntaxKind.InstanceOfKeyword || !isCaught(fields(t).left)) return false;
    const right = unparenthesised(fields(t).right as Node);
    if (right.kind === SyntaxKind.PropertyAccessExpression) return fields(right).name?.text === "Failure" && rootedAtGg(right, scopes);
    const d = right.kind === SyntaxKind.Identifier ? scopes.declarationOf(right) : undefined;
    if (d !== undefined && d.kind === "import" && fields(right).text === "Failure") return true;
    // One of the guest's error classes: an error of another (`ReferenceError` of a missing name, tested for
    // `SyntaxError`) fails the test, unless the program may change what `instanceof` answers.
    if (right.kind === SyntaxKind.Identifier && d === undefined && BUILTIN_ERRORS.has(fields(right).text ?? "")) {
      const tested = fields(right).text ?? "";
      return typeof as === "string" && tested !== as && tested !== "Error" && !reshapesInstanceOf(clause);
    }
    // A class of the program's own (`class ParseError extends Error {}`): the errors the language throws are instances
    // of its own classes, never of one the program declares, unless that class decides `instanceof` itself; an error
    // a catch on the way made of that class (`as`, or a subclass of it) passes the test.
    return d !== undefined && d.kind === "class" && d.writes === 0 && d.count === 1 && !decidesInstanceOf(d.holder, scopes) && (as === undefined || typeof as === "string" || !inClassChain(as, d.holder, scopes));
  };
  const test = unparenthesised(fields(first).expression as Node);
  // `if (err.code !== "not_found") throw err;`: the language's errors have no `code`, so theirs differs from any text
  // and they go on; `if (err.code === "not_found") { … } else throw err;` the same.
  const codeTest = languageErrorsTested(test, isCaught, as);
  if (codeTest !== undefined) return rethrows(codeTest ? fields(first).thenStatement : fields(first).elseStatement);
  // `if (!(err instanceof gg.Failure)) throw err;`, or `if (err instanceof gg.Failure) { … } else throw err;`.
  if (test.kind === SyntaxKind.PrefixUnaryExpression && fields(test).operator === SyntaxKind.ExclamationToken && isFailureTest(fields(test).operand as Node)) return rethrows(fields(first).thenStatement);
  return isFailureTest(test) && rethrows(fields(first).elseStatement);
}

/**
 * For a test of the caught error's `code` against text (`e.code !== "not_found"`, `e.code === "EEXIST"`): true where an
 * error the language throws passes it (`!==`, `!=`), false where it fails it (`===`, `==`); undefined for any other
 * test, for an error of the program's own class in flight, and where the program gives prototypes a `code`.
 */
function languageErrorsTested(test: Node, isCaught: (n: Node | undefined) => boolean, as?: InFlight): boolean | undefined {
  if (test.kind !== SyntaxKind.BinaryExpression || (as !== undefined && typeof as !== "string")) return undefined;
  const op = fields(test).operatorToken?.kind;
  const sides = [unparenthesised(fields(test).left as Node), unparenthesised(fields(test).right as Node)];
  const read = sides.find((n) => n.kind === SyntaxKind.PropertyAccessExpression && fields(n).name?.text === "code" && isCaught(fields(n).expression) && (n.flags & NodeFlags.OptionalChain) === 0);
  const text = sides.find((n) => n.kind === SyntaxKind.StringLiteral || n.kind === SyntaxKind.NoSubstitutionTemplateLiteral);
  if (read === undefined || text === undefined || givesPrototypesCode(test)) return undefined;
  if (op === SyntaxKind.ExclamationEqualsEqualsToken || op === SyntaxKind.ExclamationEqualsToken) return true;
  if (op === SyntaxKind.EqualsEqualsEqualsToken || op === SyntaxKind.EqualsEqualsToken) return false;
  return undefined;
}

const prototypeCodes = new WeakMap<Node, boolean>();

// `Error.prototype.code = …`, `Object.defineProperty(TypeError.prototype, "code", …)`: every error may have a `code`.
function givesPrototypesCode(anyNode: Node): boolean {
  return anywhereInProgram(anyNode, prototypeCodes, (n) => (n.kind === SyntaxKind.PropertyAccessExpression && fields(n).name?.text === "prototype" && containsNode(n.parent ?? n, (m) => m !== n && ((m.kind === SyntaxKind.Identifier && fields(m).text === "code") || (m.kind === SyntaxKind.StringLiteral && fields(m).text === "code")))) || (n.kind === SyntaxKind.Identifier && (fields(n).text === "setPrototypeOf" || fields(n).text === "__proto__")));
}

/**
 * Whether the program anywhere names `hasInstance` (`Object.defineProperty(C, Symbol.hasInstance, …)`) or sets a
 * prototype (`Object.setPrototypeOf(ReferenceError.prototype, C.prototype)`): then `instanceof` may answer otherwise.
 */
function reshapesInstanceOf(anyNode: Node): boolean {
  return anywhereInProgram(anyNode, reshapedChains, (n) => (n.kind === SyntaxKind.Identifier && ["hasInstance", "setPrototypeOf", "__proto__"].includes(fields(n).text ?? "")) || (n.kind === SyntaxKind.StringLiteral && ["hasInstance", "__proto__"].includes(fields(n).text ?? "")));
}

/** The guest's own error classes: what a failing operation throws is an instance of one (and of `Error`). */
const BUILTIN_ERRORS: ReadonlySet<string> = new Set(["Error", "TypeError", "ReferenceError", "SyntaxError", "RangeError", "URIError", "EvalError", "AggregateError"]);

/** The guest's error class an operation throws, where a finding knows it. */
export type BuiltinError = "TypeError" | "ReferenceError";

/**
 * What is in flight through the catches on the way out: the program's class a catch made the error into, or the
 * guest's class of the error the operation throws (undefined: not known).
 */
type InFlight = Node | BuiltinError;

// Whether `cls` is `base` or extends it through classes of the program's (`class Timeout extends StepError`).
function inClassChain(cls: Node, base: Node, scopes: Scopes): boolean {
  let c: Node | undefined = cls;
  for (let depth = 0; c !== undefined && depth < 8; depth++) {
    if (c === base) return true;
    const parent: Node | undefined = extendsExpression(c);
    c = parent === undefined ? undefined : classNamed(parent, scopes);
  }
  return false;
}

/**
 * Whether `instanceof` of a class may answer other than by its own prototype chain: the class, or a base of it, declares
 * a member by a computed key (a static `[Symbol.hasInstance]` answers in its place), its base is no class the text
 * shows (a mixin's, a value), or the program anywhere names `hasInstance` (`Object.defineProperty(C,
 * Symbol.hasInstance, …)`) or sets a prototype (`Object.setPrototypeOf(ReferenceError.prototype, C.prototype)` makes
 * the language's errors instances of C).
 */
function decidesInstanceOf(cls: Node, scopes?: Scopes, depth = 0): boolean {
  if (((cls as Node & { readonly members?: readonly Node[] }).members ?? []).some((m) => fields(m).name?.kind === SyntaxKind.ComputedPropertyName)) return true;
  if (scopes === undefined) return false;
  if (depth === 0 && reshapesInstanceOf(cls)) return true;
  const base = extendsExpression(cls);
  if (base === undefined) return false;
  // A global's class (`extends Error`) answers by its prototype chain.
  if (base.kind === SyntaxKind.Identifier && scopes.declarationOf(base) === undefined) return false;
  const named = classNamed(base, scopes);
  return named === undefined || depth > 6 || decidesInstanceOf(named, scopes, depth + 1);
}

const reshapedChains = new WeakMap<Node, boolean>();

/** The value an optional call's chain tests (`hooks.before` of `hooks.before?.(x)`, `a` of `a?.b(x)`). */
function optionalReceiver(call: Node): Node | undefined {
  if ((call.flags & NodeFlags.OptionalChain) === 0) return undefined;
  for (let n: Node | undefined = call; n !== undefined; n = fields(n).expression) {
    if (fields(n).questionDotToken !== undefined) return fields(n).expression;
    if (n.kind !== SyntaxKind.CallExpression && n.kind !== SyntaxKind.PropertyAccessExpression && n.kind !== SyntaxKind.ElementAccessExpression && n.kind !== SyntaxKind.NonNullExpression) return undefined;
  }
  return undefined;
}

// Whether a member function belongs to a class that extends a global of the guest (`extends Uint8Array`, `extends Array`).
function inBuiltinSubclass(fn: Node, scopes: Scopes): boolean {
  const cls = fn.parent?.kind === SyntaxKind.PropertyDeclaration ? fn.parent.parent : fn.parent;
  if (cls === undefined || (cls.kind !== SyntaxKind.ClassDeclaration && cls.kind !== SyntaxKind.ClassExpression)) return false;
  const heritage = (cls as Node & { readonly heritageClauses?: readonly (Node & { readonly types: readonly Node[] })[] }).heritageClauses ?? [];
  return heritage.some((h) => h.types.some((t) => {
    const base = unparenthesised(fields(t).expression as Node);
    return base.kind === SyntaxKind.Identifier && scopes.declarationOf(base) === undefined;
  }));
}
