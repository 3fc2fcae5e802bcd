/**
 * What a test says about a missing thing (a global, a member: named by its key, `process` or `resize`). In the guest
 * the thing is missing, so a test of it has a known value there: `typeof process !== "undefined"` is false,
 * `!globalThis.Bun` true. A use the program placed where such a test keeps it from running — the branch the test
 * does not take, the right of `&&` or `||`, the rest of a block after `if (…) return;`, a `switch (typeof x)` case —
 * is guarded: it is not certain to run where the thing is missing. So is a function a record or class holds beside a
 * member holding such a test (`{ available: typeof process !== "undefined", run: … }`). A test the model cannot read
 * but that names the thing guards every branch.
 */
import { childrenOf, SyntaxKind } from "../../syntax/tree.js";
import type { Node } from "../../syntax/tree.js";
import { GUEST_LACKS, HOST_GLOBALS } from "../host-globals.js";
import { Awareness } from "./awareness.js";
import { PairMemo } from "./pair-memo.js";
import type { Declaration, Scopes } from "./scopes.js";
import { alwaysExits, containsNode, fields, globalMethodCall, isFunctionWithBody, memberName, objectLiteralOf, outermost, statementsOf, unparenthesised } from "./syntax.js";

// `files.copy_file`: a namespace and an operation's key, snake case.
const OPERATION_KEY = /^[a-z][a-z0-9]*\.([a-z][a-z0-9_]*)$/;

/** The value of a test where the thing is missing: `false`, `true`, `unknown` (it names it), or `unrelated`. */
export type TestValue = "false" | "true" | "unknown" | "unrelated";

/** The guards of one program: built lazily, each question O(depth of the use). */
export class Guards {
  private readonly mentionsCache = new Map<Node, Set<string>>();

  private membersByName: Map<string, Node[]> | undefined;
  private readonly originMemo = new PairMemo();
  private readonly testsMemo = new PairMemo();
  private readonly exitingIfsOf = new Map<Node, readonly Node[]>();

  private awareness: Awareness | undefined;

  constructor(
    private readonly scopes: Scopes,
    /** The program, for the members a read by name may reach (read on first need). */
    private readonly root?: Node,
    /** Whether the text fixes a condition's value (`if (false)`, a `const` flag): such a branch is no hidden test. */
    private readonly constant: (condition: Node) => boolean = () => false,
    /** Whether code may run where it stands (a test in a function nothing calls carries nothing). */
    private readonly mayRun: (node: Node) => boolean = () => true,
  ) {}

  /**
   * Whether the program tests for `key` somewhere (`awareness.ts`). Then a branch whose test the model cannot read may
   * be that test, carried through data: it guards as a test naming the thing does.
   */
  aware(key: string): boolean {
    if (this.root === undefined) return false;
    this.awareness ??= new Awareness(this.root, this.scopes);
    return this.awareness.testsFor(key, this.mayRun);
  }

  // A condition the model cannot read, in a program that tests for `key`: maybe the test, carried through data. So is
  // one that names the host (`caps.get("node")`, `env.isNode`) in a program that tests for another of the host's
  // globals (`caps.set("node", typeof process === "object"); if (caps.get("node")) require(…)`: a program keeps one
  // answer to "am I in Node?" for all of Node's globals).
  private hidden(value: TestValue, condition: Node, key: string): boolean {
    return value === "unrelated" && (this.aware(key) || (this.awareOfHost(key) && namesHost(condition, HOST_GLOBALS.get(key)))) && !this.constant(condition);
  }

  // Whether the program tests for another global of `key`'s host (timers, `fetch`, `URL`: libraries some hosts have,
  // each tested on its own).
  private awareOfHost(key: string): boolean {
    const host = HOST_GLOBALS.get(key);
    return host !== undefined && host !== "lib" && [...HOST_GLOBALS].some(([name, of]) => of === host && name !== key && this.aware(name));
  }

  /**
   * Whether a test (or the enclosing structure) keeps `node` from running where the thing `key` is missing. `strict`:
   * only a test whose value there is known does (one the model cannot read but that names the thing does not).
   */
  guarded(node: Node, key: string, strict = false): boolean {
    let child: Node = node;
    for (let parent = node.parent; parent !== undefined; child = parent, parent = parent.parent) {
      const p = fields(parent);
      let value: TestValue | undefined;
      let runsWhen: boolean | undefined;
      let condition: Node | undefined;
      switch (parent.kind) {
        case SyntaxKind.IfStatement:
          if (child === p.thenStatement) [condition, runsWhen] = [p.expression, true];
          else if (child === p.elseStatement) [condition, runsWhen] = [p.expression, false];
          break;
        case SyntaxKind.ConditionalExpression:
          if (child === p.whenTrue) [condition, runsWhen] = [p.condition, true];
          else if (child === p.whenFalse) [condition, runsWhen] = [p.condition, false];
          break;
        case SyntaxKind.WhileStatement:
        case SyntaxKind.ForStatement:
          if (child === p.statement && (p.expression ?? p.condition) !== undefined) [condition, runsWhen] = [p.expression ?? p.condition, true];
          break;
        case SyntaxKind.BinaryExpression: {
          const op = p.operatorToken?.kind;
          if (child !== p.right) break;
          if (op === SyntaxKind.AmpersandAmpersandToken || op === SyntaxKind.AmpersandAmpersandEqualsToken) [condition, runsWhen] = [p.left, true];
          else if (op === SyntaxKind.BarBarToken || op === SyntaxKind.BarBarEqualsToken) [condition, runsWhen] = [p.left, false];
          break;
        }
        case SyntaxKind.ObjectLiteralExpression:
        case SyntaxKind.ClassDeclaration:
        case SyntaxKind.ClassExpression:
          if (!strict && this.testedBeside(parent, child, key)) return true;
          break;
        case SyntaxKind.CaseBlock: {
          const s = parent.parent;
          const subject = s === undefined ? undefined : (fields(s).expression as Node);
          const test = child.kind === SyntaxKind.CaseClause ? fields(child).expression : undefined;
          // `switch (true) { case typeof x === "function": … }`, `switch (ENV) { case "node": … }`: the clause runs
          // where its test holds (or one before it falls through: the model takes the clause's own).
          if (subject !== undefined && test !== undefined) {
            const clause = unparenthesised(subject).kind === SyntaxKind.TrueKeyword ? this.valueOf(test, key) : this.comparedWith(subject, test, key);
            if (clause !== undefined && clause !== "unrelated") [value, runsWhen] = [clause, true];
          }
          if (!strict && subject !== undefined && (this.mentions(subject).has(key) || this.origin(subject, key, 0) || this.hidden("unrelated", subject, key))) return true;
          break;
        }
        default:
          break;
      }
      if (condition !== undefined) {
        value = this.valueOf(condition, key);
        // A condition whose value the text fixes (`if (total)` of an object literal that mentions the thing in a
        // method) is no test of the thing: its branch runs always or never, as the model's dead code says.
        if (value === "unknown" && this.constant(condition)) value = "unrelated";
        if (!strict && this.hidden(value, condition, key)) return true;
      }
      if (value !== undefined && runsWhen !== undefined && value !== "unrelated") {
        if ((value === "unknown" && !strict) || (value !== "unknown" && (value === "true") !== runsWhen)) return true;
      }
      // An earlier `if (test) return;` (or its else that exits) in the same statement list.
      if (this.exitedBefore(parent, child, key, strict)) return true;
    }
    return false;
  }

  /**
   * Whether `member` of a record or class holds a function and a sibling member holds a test of `key`:
   * `{ available: typeof process !== "undefined", run: () => process.cwd() }`. The program carries the test with the
   * function and picks by it which record to call, through data the model does not follow (a loop over records, a
   * lookup): the function is not certain to run where the thing is missing.
   */
  private testedBeside(container: Node, member: Node, key: string): boolean {
    if (!holdsFunction(member)) return false;
    const siblings = container.kind === SyntaxKind.ObjectLiteralExpression ? (container as Node & { readonly properties?: readonly Node[] }).properties : (container as Node & { readonly members?: readonly Node[] }).members;
    for (const sibling of siblings ?? []) {
      if (sibling === member) continue;
      const test = testHeld(sibling);
      if (test === undefined) continue;
      const value = this.valueOf(test, key);
      if (value === "true" || value === "false") return true;
      // A record tested for another host's global (`{ ok: typeof process !== "undefined", r: () => require("fs") }`)
      // is picked only on that host, whatever else its functions use that the guest lacks.
      for (const name of this.mentions(test)) {
        if (name === key || !GUEST_LACKS.has(name)) continue;
        // Only a flag that is false where that global is missing keeps the record from being picked in the guest.
        if (this.valueOf(test, name) === "false") return true;
      }
    }
    return false;
  }

  private exitedBefore(parent: Node, statement: Node, key: string, strict: boolean): boolean {
    for (const s of this.exitingIfs(parent)) {
      if (s.pos >= statement.pos) return false;
      const f = fields(s);
      const thenExits = alwaysExits(f.thenStatement as Node);
      const elseExits = f.elseStatement !== undefined && alwaysExits(f.elseStatement);
      const read = this.valueOf(f.expression as Node, key);
      const value = read === "unknown" && this.constant(f.expression as Node) ? "unrelated" : read;
      if (!strict && this.hidden(value, f.expression as Node, key)) return true;
      if ((value === "unknown" && !strict) || (thenExits && value === "true") || (elseExits && value === "false")) return true;
    }
    return false;
  }

  /**
   * The `if` statements of a statement list one branch of which always exits, in order, read once per list: a finding
   * asks only of those before it, so a long list of findings costs no walk of the list each.
   */
  private exitingIfs(parent: Node): readonly Node[] {
    let found = this.exitingIfsOf.get(parent);
    if (found === undefined) {
      found = (statementsOf(parent) ?? []).filter((s) => s.kind === SyntaxKind.IfStatement && (alwaysExits(fields(s).thenStatement as Node) || (fields(s).elseStatement !== undefined && alwaysExits(fields(s).elseStatement as Node))));
      this.exitingIfsOf.set(parent, found);
    }
    return found;
  }

  /** The value of a test where `key` is missing. */
  valueOf(test: Node, key: string, depth = 0): TestValue {
    const n = unparenthesised(test);
    const f = fields(n);
    if (depth > 8) return this.mentions(n).has(key) ? "unknown" : "unrelated";
    switch (n.kind) {
      case SyntaxKind.PrefixUnaryExpression:
        if (f.operator === SyntaxKind.ExclamationToken) return not(this.valueOf(f.operand as Node, key, depth + 1));
        break;
      case SyntaxKind.Identifier: {
        if (f.text === key) return "false";
        // A flag the program holds its test in: `const hasProcess = typeof process !== "undefined"`.
        const d = this.scopes.declarationOf(n);
        const init = d === undefined || d.writes > 0 ? undefined : this.heldBy(d);
        const value = d !== undefined && d.writes > 0 ? this.probeFlag(d, key) : init === undefined ? "unrelated" : this.valueOf(init, key, depth + 1);
        // Set somewhere the model cannot read but that names the thing (`if (typeof x === "function") has = true`).
        return value === "unrelated" && this.origin(n, key, depth) ? "unknown" : value;
      }
      case SyntaxKind.CallExpression: {
        // `Reflect.has(files, "copyFile")`, `Object.hasOwn(o, "x")`: as `"copyFile" in files`.
        const tested = keyTested(n, this.scopes);
        if (tested !== undefined) return this.mentions(tested).has(key) ? "false" : this.mentions(n).has(key) ? "unknown" : "unrelated";
        // A predicate of the program's: `function canClone() { return typeof structuredClone === "function"; }`.
        const returned = this.predicateOf(fields(n).expression as Node);
        const value = returned === undefined ? "unrelated" : this.valueOf(returned, key, depth + 1);
        if (value !== "unrelated") return value;
        break;
      }
      case SyntaxKind.PropertyAccessExpression: {
        // A test held in an object's field: `const caps = { clone: typeof structuredClone === "function" }; caps.clone`.
        const held = this.heldInField(n);
        if (held !== undefined) return this.valueOf(held, key, depth + 1);
        if (this.mentions(n).has(key)) return "false";
        return this.origin(n, key, depth) ? "unknown" : "unrelated";
      }
      case SyntaxKind.TypeOfExpression:
        // `typeof x` alone is a non-empty string, truthy whatever x is: no test.
        return this.mentions(n).has(key) ? "true" : "unrelated";
      case SyntaxKind.ElementAccessExpression:
        // Reading the thing, or a member of it, is falsy (or throws) where it is missing.
        if (this.mentions(n).has(key)) return "false";
        return "unrelated";
      case SyntaxKind.BinaryExpression: {
        const op = f.operatorToken?.kind;
        const left = f.left as Node;
        const right = f.right as Node;
        if (op === SyntaxKind.AmpersandAmpersandToken) return and(this.valueOf(left, key, depth + 1), this.valueOf(right, key, depth + 1));
        if (op === SyntaxKind.BarBarToken) return or(this.valueOf(left, key, depth + 1), this.valueOf(right, key, depth + 1));
        if (op === SyntaxKind.InKeyword) return this.mentions(left).has(key) ? "false" : this.mentions(n).has(key) ? "unknown" : "unrelated";
        if (op === SyntaxKind.EqualsEqualsEqualsToken || op === SyntaxKind.EqualsEqualsToken || op === SyntaxKind.ExclamationEqualsEqualsToken || op === SyntaxKind.ExclamationEqualsToken) {
          const negated = op === SyntaxKind.ExclamationEqualsEqualsToken || op === SyntaxKind.ExclamationEqualsToken;
          const value = this.equality(left, right, key) ?? this.equality(right, left, key) ?? this.comparedWith(left, right, key) ?? this.comparedWith(right, left, key);
          if (value !== undefined && value !== "unrelated") return negated ? not(value) : value;
        }
        break;
      }
      default:
        break;
    }
    return this.mentions(n).has(key) || this.origin(n, key, depth) ? "unknown" : "unrelated";
  }

  /**
   * Whether the value an expression reads may come from code that names `key`: a binding's initializer or writes (or
   * the tests around them, the `try` they end), a function the program calls (its body), a member of that name
   * anywhere in the program (a getter, a field, a method). Such a test is one the model cannot read but that names
   * the thing: it guards both ways.
   */
  private origin(node: Node, key: string, depth: number): boolean {
    if (depth > 8) return false;
    const n = unparenthesised(node);
    return this.originMemo.get(n, key, false, () => this.computeOrigin(n, key, depth));
  }

  private computeOrigin(n: Node, key: string, depth: number): boolean {
    const f = fields(n);
    const names = (x: Node | undefined): boolean => x !== undefined && (this.tests(x, key) || this.origin(x, key, depth + 1));
    switch (n.kind) {
      case SyntaxKind.Identifier: {
        const d = this.scopes.declarationOf(n);
        if (d === undefined || d.kind === "parameter") return false;
        let holder: Node | undefined = d.holder;
        while (holder !== undefined && (holder.kind === SyntaxKind.BindingElement || holder.kind === SyntaxKind.ObjectBindingPattern || holder.kind === SyntaxKind.ArrayBindingPattern)) holder = holder.parent;
        if (holder?.kind === SyntaxKind.VariableDeclaration) {
          if (names(fields(holder).initializer)) return true;
          const loop = holder.parent?.parent;
          if ((loop?.kind === SyntaxKind.ForOfStatement || loop?.kind === SyntaxKind.ForInStatement) && names(fields(loop).expression)) return true;
        }
        return d.references.some((r) => this.scopes.isWrite(r) && this.writtenNaming(r, key));
      }
      case SyntaxKind.CallExpression: {
        const callee = unparenthesised(f.expression as Node);
        if (isFunctionWithBody(callee)) return this.tests(callee, key);
        return this.callees(callee).some((fn) => this.tests(fn, key));
      }
      case SyntaxKind.AwaitExpression:
      case SyntaxKind.TypeOfExpression:
      case SyntaxKind.NonNullExpression:
        return names(f.expression);
      case SyntaxKind.PrefixUnaryExpression:
        return names(f.operand);
      case SyntaxKind.BinaryExpression:
        // `(0, canClone)()`'s callee, and a value chosen by `??`, `||`, `&&`.
        return names(f.right) || (f.operatorToken?.kind !== SyntaxKind.CommaToken && names(f.left));
      case SyntaxKind.ConditionalExpression:
        return names(f.condition) || names(f.whenTrue) || names(f.whenFalse);
      case SyntaxKind.PropertyAccessExpression:
        // A field of a value built from a test (`Object.fromEntries([["clone", typeof structuredClone …]])`).
        return this.membersNamed(f.name?.text ?? "").some((m) => this.tests(m, key)) || names(f.expression);
      case SyntaxKind.ElementAccessExpression: {
        const k = (n as Node & { readonly argumentExpression?: Node }).argumentExpression;
        const name = k !== undefined && (k.kind === SyntaxKind.StringLiteral || k.kind === SyntaxKind.NoSubstitutionTemplateLiteral) ? fields(k).text : undefined;
        return names(k) || names(f.expression) || (name !== undefined && this.membersNamed(name).some((m) => this.tests(m, key)));
      }
      default:
        return false;
    }
  }

  // Whether a write of a binding names `key`: its value, or a test or `try` around it within the binding's function.
  private writtenNaming(reference: Node, key: string): boolean {
    const write = outermost(reference).parent;
    if (write?.kind === SyntaxKind.BinaryExpression && fields(write).left === outermost(reference) && this.tests(fields(write).right as Node, key)) return true;
    let child: Node = reference;
    for (let p = reference.parent; p !== undefined && !isFunctionWithBody(p); child = p, p = p.parent) {
      const f = fields(p);
      if (p.kind === SyntaxKind.IfStatement && child !== f.expression && this.tests(f.expression as Node, key)) return true;
      if (p.kind === SyntaxKind.ConditionalExpression && child !== f.condition && this.tests(f.condition as Node, key)) return true;
      if (p.kind === SyntaxKind.TryStatement && this.mentions(f.tryBlock as Node).has(key)) return true;
      if (p.kind === SyntaxKind.BinaryExpression && child === f.right && this.tests(f.left as Node, key)) return true;
    }
    return false;
  }

  /**
   * Whether code tests for `key`, rather than only using it: `typeof key`, `"key" in …`, `globalThis.key`, a
   * comparison of it with `undefined` or `null`, a `try` whose block reads it. A function that calls `key` uses it; one
   * that returns `typeof key === "function"` tests it.
   */
  private tests(node: Node, key: string): boolean {
    return this.testsMemo.get(node, key, false, () => this.findTest(node, key));
  }

  private findTest(node: Node, key: string): boolean {
    let found = false;
    const visit = (n: Node): void => {
      if (found) return;
      const f = fields(n);
      switch (n.kind) {
        case SyntaxKind.TypeOfExpression:
          found = this.mentions(n).has(key);
          break;
        case SyntaxKind.TryStatement:
          found = this.mentions(f.tryBlock as Node).has(key);
          break;
        case SyntaxKind.BinaryExpression: {
          const op = f.operatorToken?.kind;
          if (op === SyntaxKind.InKeyword) found = this.mentions(f.left as Node).has(key);
          else if (op === SyntaxKind.EqualsEqualsEqualsToken || op === SyntaxKind.ExclamationEqualsEqualsToken || op === SyntaxKind.EqualsEqualsToken || op === SyntaxKind.ExclamationEqualsToken) {
            const other = (x: Node): boolean => x.kind === SyntaxKind.NullKeyword || x.kind === SyntaxKind.VoidExpression || (x.kind === SyntaxKind.Identifier && fields(x).text === "undefined");
            found = (other(unparenthesised(f.right as Node)) && this.mentions(f.left as Node).has(key)) || (other(unparenthesised(f.left as Node)) && this.mentions(f.right as Node).has(key));
          }
          break;
        }
        case SyntaxKind.PropertyAccessExpression:
        case SyntaxKind.ElementAccessExpression: {
          const owner = unparenthesised(f.expression as Node);
          found = owner.kind === SyntaxKind.Identifier && fields(owner).text === "globalThis" && memberName(n) === key;
          break;
        }
        case SyntaxKind.CallExpression: {
          const tested = keyTested(n, this.scopes);
          found = tested !== undefined && this.mentions(tested).has(key);
          break;
        }
        default:
          break;
      }
      if (!found) for (const c of childrenOf(n)) visit(c);
    };
    visit(node);
    return found;
  }

  // The functions a callee may be: a function or `const` of one bound by scope; a member of that name anywhere.
  private callees(callee: Node): Node[] {
    const c = unparenthesised(callee);
    if (c.kind === SyntaxKind.Identifier) {
      const d = this.scopes.declarationOf(c);
      if (d === undefined) return [];
      if (d.kind === "function") return [d.holder];
      const init = d.holder.kind === SyntaxKind.VariableDeclaration ? fields(d.holder).initializer : undefined;
      return init !== undefined && isFunctionWithBody(unparenthesised(init)) ? [unparenthesised(init)] : [];
    }
    if (c.kind === SyntaxKind.PropertyAccessExpression) return this.membersNamed(fields(c).name?.text ?? "");
    if (c.kind === SyntaxKind.BinaryExpression) return this.callees(fields(c).right as Node);
    return [];
  }

  // The members the program names `name`: class members, object literal properties, methods and accessors.
  private membersNamed(name: string): Node[] {
    if (this.membersByName === undefined) {
      const index = new Map<string, Node[]>();
      const visit = (node: Node): void => {
        const kind = node.kind;
        if (kind === SyntaxKind.PropertyDeclaration || kind === SyntaxKind.MethodDeclaration || kind === SyntaxKind.GetAccessor || kind === SyntaxKind.PropertyAssignment) {
          const text = fields(node).name?.text;
          if (text !== undefined) {
            const list = index.get(text);
            if (list === undefined) index.set(text, [node]);
            else list.push(node);
          }
        }
        for (const c of childrenOf(node)) visit(c);
      };
      if (this.root !== undefined) visit(this.root);
      this.membersByName = index;
    }
    return this.membersByName.get(name) ?? [];
  }

  /**
   * `runtime === "node"` with `const runtime = typeof process === "object" ? "node" : "gg"`: a value a test chose,
   * compared with one of its two constants, has the test's value (or the opposite). Undefined when it is not that.
   */
  private comparedWith(subject: Node, other: Node, key: string): TestValue | undefined {
    const s = unparenthesised(subject);
    const o = unparenthesised(other);
    if (s.kind !== SyntaxKind.Identifier || (o.kind !== SyntaxKind.StringLiteral && o.kind !== SyntaxKind.NumericLiteral && o.kind !== SyntaxKind.NoSubstitutionTemplateLiteral)) return undefined;
    const d = this.scopes.declarationOf(s);
    const init = d === undefined || d.writes > 0 ? undefined : this.heldBy(d);
    const chosen = init === undefined ? undefined : unparenthesised(init);
    if (chosen?.kind !== SyntaxKind.ConditionalExpression) return undefined;
    return this.chosenEquals(chosen, fields(o).text ?? "", key, 0);
  }

  /** Whether the value a chain of tests picks (`a ? "node" : b ? "deno" : "gg"`) is `text`, where `key` is missing. */
  private chosenEquals(node: Node, text: string, key: string, depth: number): TestValue {
    const n = unparenthesised(node);
    if (n.kind === SyntaxKind.StringLiteral || n.kind === SyntaxKind.NumericLiteral || n.kind === SyntaxKind.NoSubstitutionTemplateLiteral) return fields(n).text === text ? "true" : "false";
    if (n.kind !== SyntaxKind.ConditionalExpression || depth > 8) return "unknown";
    const test = this.valueOf(fields(n).condition as Node, key);
    const whenTrue = this.chosenEquals(fields(n).whenTrue as Node, text, key, depth + 1);
    const whenFalse = this.chosenEquals(fields(n).whenFalse as Node, text, key, depth + 1);
    if (test === "unrelated") return whenTrue === whenFalse && whenTrue !== "unknown" ? whenTrue : "unrelated";
    return or(and(test, whenTrue), and(not(test), whenFalse));
  }

  /**
   * What a binding declared once and never written holds: its initializer; for a name destructured from an object
   * literal (`const { ok } = { ok: test }`) or from a call of a function returning one (`const { ok } = detect()`),
   * the field's.
   */
  private heldBy(d: Declaration): Node | undefined {
    if (d.count > 1) return undefined;
    if (d.holder.kind === SyntaxKind.VariableDeclaration) return fields(d.holder).name === d.identifier ? fields(d.holder).initializer : undefined;
    if (d.holder.kind !== SyntaxKind.BindingElement || fields(d.holder).initializer !== undefined) return undefined;
    const key = (d.holder as Node & { readonly propertyName?: Node }).propertyName ?? fields(d.holder).name;
    const pattern = d.holder.parent;
    const declaration = pattern?.parent;
    if (key?.kind !== SyntaxKind.Identifier || pattern?.kind !== SyntaxKind.ObjectBindingPattern || declaration?.kind !== SyntaxKind.VariableDeclaration) return undefined;
    const init = fields(declaration).initializer;
    let object = init === undefined ? undefined : unparenthesised(init);
    if (object?.kind === SyntaxKind.CallExpression) object = this.predicateOf(fields(object).expression as Node);
    if (object?.kind === SyntaxKind.Identifier) {
      const owner = this.scopes.declarationOf(object);
      object = owner === undefined || owner.writes > 0 || owner.kind !== "const" ? undefined : this.heldBy(owner);
    }
    object = object === undefined ? undefined : unparenthesised(object);
    if (object?.kind !== SyntaxKind.ObjectLiteralExpression) return undefined;
    const property = ((object as Node & { readonly properties?: readonly Node[] }).properties ?? []).find((p) => p.kind === SyntaxKind.PropertyAssignment && fields(p).name?.text === fields(key).text);
    return property === undefined ? undefined : fields(property).initializer;
  }

  /** What a function of the program returns, when it is one value: an arrow's expression, a body of one `return`. */
  private predicateOf(callee: Node): Node | undefined {
    const c = unparenthesised(callee);
    if (c.kind !== SyntaxKind.Identifier) return undefined;
    const d = this.scopes.declarationOf(c);
    if (d === undefined || d.writes > 0 || d.count > 1) return undefined;
    let fn: Node | undefined;
    if (d.kind === "function") fn = d.holder;
    else if (d.kind === "const" && d.holder.kind === SyntaxKind.VariableDeclaration) {
      const init = fields(d.holder).initializer;
      fn = init === undefined ? undefined : unparenthesised(init);
    }
    if (fn === undefined || (fn.kind !== SyntaxKind.FunctionDeclaration && fn.kind !== SyntaxKind.ArrowFunction && fn.kind !== SyntaxKind.FunctionExpression)) return undefined;
    const body = fields(fn).body;
    if (body === undefined) return undefined;
    if (body.kind !== SyntaxKind.Block) return body;
    const statements = statementsOf(body) ?? [];
    const only = statements.length === 1 ? statements[0] : undefined;
    return only?.kind === SyntaxKind.ReturnStatement ? fields(only).expression : undefined;
  }

  /** The value a field of a `const` object literal (declared once, never written) holds: `caps.clone`. */
  private heldInField(access: Node): Node | undefined {
    const owner = unparenthesised(fields(access).expression as Node);
    const name = fields(access).name?.text;
    if (owner.kind !== SyntaxKind.Identifier || name === undefined) return undefined;
    const d = this.scopes.declarationOf(owner);
    if (d === undefined || d.kind !== "const" || d.count > 1 || d.holder.kind !== SyntaxKind.VariableDeclaration || fields(d.holder).name !== d.identifier) return undefined;
    const init = fields(d.holder).initializer;
    const object = init === undefined ? undefined : objectLiteralOf(init, this.scopes);
    if (object === undefined) return undefined;
    const properties = (object as Node & { readonly properties?: readonly Node[] }).properties ?? [];
    if (properties.some((p) => p.kind === SyntaxKind.SpreadAssignment)) return undefined;
    const property = properties.find((p) => p.kind === SyntaxKind.PropertyAssignment && fields(p).name?.text === name);
    return property === undefined ? undefined : fields(property).initializer;
  }

  /**
   * A flag a probe sets: `let has = true; try { structuredClone; } catch { has = false; }`. Where `key` is missing the
   * probe throws and the catch writes the flag; where every write is such a catch's, the flag holds what it writes.
   */
  private probeFlag(d: Declaration, key: string): TestValue {
    if (d.kind !== "let" && d.kind !== "var") return "unrelated";
    let written: boolean | undefined;
    for (const r of d.references) {
      if (!this.scopes.isWrite(r)) continue;
      const assignment = outermost(r).parent;
      if (assignment?.kind !== SyntaxKind.BinaryExpression || fields(assignment).operatorToken?.kind !== SyntaxKind.EqualsToken || fields(assignment).left !== outermost(r)) return "unrelated";
      const value = unparenthesised(fields(assignment).right as Node).kind;
      if (value !== SyntaxKind.TrueKeyword && value !== SyntaxKind.FalseKeyword) return "unrelated";
      const truth = value === SyntaxKind.TrueKeyword;
      if (written !== undefined && written !== truth) return "unrelated";
      written = truth;
      // In the catch of a `try` whose block reads the thing.
      let clause: Node | undefined = assignment.parent;
      while (clause !== undefined && clause.kind !== SyntaxKind.CatchClause && !isFunctionWithBody(clause)) clause = clause.parent;
      const tryBlock = clause?.kind === SyntaxKind.CatchClause ? fields(clause.parent as Node).tryBlock : undefined;
      if (tryBlock === undefined || !this.mentions(tryBlock).has(key)) return "unrelated";
    }
    return written === undefined ? "unrelated" : written ? "true" : "false";
  }

  /** `typeof x === "undefined"` (true where x is missing), `typeof x === "function"` (false), `x === undefined` (true). */
  private equality(subject: Node, other: Node, key: string): TestValue | undefined {
    const s = unparenthesised(subject);
    const o = unparenthesised(other);
    if (!this.mentions(s).has(key)) return undefined;
    if (s.kind === SyntaxKind.TypeOfExpression && (o.kind === SyntaxKind.StringLiteral || o.kind === SyntaxKind.NoSubstitutionTemplateLiteral)) {
      return fields(o).text === "undefined" ? "true" : "false";
    }
    if (o.kind === SyntaxKind.NullKeyword || o.kind === SyntaxKind.VoidExpression || (o.kind === SyntaxKind.Identifier && fields(o).text === "undefined")) {
      // `typeof x === undefined` (no quotes) is never true: `typeof` gives a string.
      if (s.kind === SyntaxKind.TypeOfExpression) return "false";
      return s.kind === SyntaxKind.Identifier || s.kind === SyntaxKind.PropertyAccessExpression || s.kind === SyntaxKind.ElementAccessExpression ? "true" : "unknown";
    }
    return "unknown";
  }

  /** The names and string keys an expression holds (identifiers, member names, string literals). */
  mentions(node: Node): Set<string> {
    const known = this.mentionsCache.get(node);
    if (known !== undefined) return known;
    const out = new Set<string>();
    const visit = (n: Node): void => {
      if (n.kind === SyntaxKind.Identifier || n.kind === SyntaxKind.PrivateIdentifier || n.kind === SyntaxKind.StringLiteral || n.kind === SyntaxKind.NoSubstitutionTemplateLiteral) {
        const text = fields(n).text;
        if (text !== undefined) out.add(text);
        // An operation's key as gg's documentation spells it (`docs.view("files.copy_file")`) names its member too.
        const key = text === undefined || n.kind === SyntaxKind.Identifier || n.kind === SyntaxKind.PrivateIdentifier ? undefined : OPERATION_KEY.exec(text);
        if (key?.[1] !== undefined) out.add(key[1].replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase()));
        // A `const` of a string names what it holds: `typeof Object[name]` of `const name = "groupBy"` tests `groupBy`.
        const held = n.kind === SyntaxKind.Identifier ? constantText(n, this.scopes) : undefined;
        if (held !== undefined) out.add(held);
      }
      for (const c of childrenOf(n)) visit(c);
    };
    visit(node);
    this.mentionsCache.set(node, out);
    return out;
  }
}

// The string a name holds where it is a `const` of a string literal.
function constantText(name: Node, scopes: Scopes): string | undefined {
  const d = scopes.declarationOf(name);
  const init = d?.kind === "const" && d.holder.kind === SyntaxKind.VariableDeclaration && fields(d.holder).name === d.identifier ? fields(d.holder).initializer : undefined;
  const v = init === undefined ? undefined : unparenthesised(init);
  return v?.kind === SyntaxKind.StringLiteral || v?.kind === SyntaxKind.NoSubstitutionTemplateLiteral ? fields(v).text : undefined;
}

function not(v: TestValue): TestValue {
  return v === "true" ? "false" : v === "false" ? "true" : v;
}

function and(a: TestValue, b: TestValue): TestValue {
  if (a === "false" || b === "false") return "false";
  if (a === "true" && b === "true") return "true";
  return a === "unrelated" && b === "unrelated" ? "unrelated" : "unknown";
}

function or(a: TestValue, b: TestValue): TestValue {
  if (a === "true" || b === "true") return "true";
  if (a === "false" && b === "false") return "false";
  return a === "unrelated" && b === "unrelated" ? "unrelated" : "unknown";
}

/** Whether a member of a record or class is a function: a method, an accessor, or a field holding one. */
function holdsFunction(member: Node): boolean {
  if (member.kind === SyntaxKind.MethodDeclaration || member.kind === SyntaxKind.GetAccessor || member.kind === SyntaxKind.SetAccessor) return true;
  if (member.kind !== SyntaxKind.PropertyAssignment && member.kind !== SyntaxKind.PropertyDeclaration) return false;
  const init = fields(member).initializer;
  return init !== undefined && isFunctionWithBody(unparenthesised(init));
}

/** The value a member holds that may be a test: a field's initializer, a shorthand's name, a getter's single `return`. */
function testHeld(member: Node): Node | undefined {
  const f = fields(member);
  if (member.kind === SyntaxKind.PropertyAssignment || member.kind === SyntaxKind.PropertyDeclaration) {
    // A detector written in place (`detect: () => typeof process !== "undefined"`) holds its test too.
    const init = f.initializer === undefined ? undefined : unparenthesised(f.initializer);
    if (init?.kind === SyntaxKind.ArrowFunction && fields(init).body?.kind !== SyntaxKind.Block) return fields(init).body;
    return f.initializer;
  }
  if (member.kind === SyntaxKind.ShorthandPropertyAssignment) return f.name;
  if (member.kind === SyntaxKind.GetAccessor) {
    const body = f.body === undefined ? undefined : statementsOf(f.body);
    const only = body?.length === 1 ? body[0] : undefined;
    return only?.kind === SyntaxKind.ReturnStatement ? fields(only).expression : undefined;
  }
  return undefined;
}

// Words that name a host in a condition's names and strings (`"node"`, `isNode`, `inBrowser`).
const HOST_WORDS: ReadonlyMap<string, readonly string[]> = new Map([
  ["node", ["node", "process", "require", "commonjs"]],
  ["dom", ["browser", "dom", "window", "document"]],
  ["bun", ["bun"]],
]);

// Whether a condition names the host (`caps.get("node")`, `env.isNode`, `runtime === "browser"`).
function namesHost(condition: Node, host: string | undefined): boolean {
  const words = host === undefined ? undefined : HOST_WORDS.get(host);
  if (words === undefined) return false;
  return containsNode(condition, (n) => {
    const text = n.kind === SyntaxKind.Identifier || n.kind === SyntaxKind.StringLiteral || n.kind === SyntaxKind.NoSubstitutionTemplateLiteral ? (fields(n).text ?? "").toLowerCase() : undefined;
    return text !== undefined && words.some((w) => text.includes(w));
  });
}

// The key a `Reflect.has(o, key)` or `Object.hasOwn(o, key)` call tests for, as `key in o` does.
function keyTested(call: Node, scopes: Scopes): Node | undefined {
  const named = globalMethodCall(call, scopes);
  const args = fields(call).arguments ?? [];
  return (named?.[0] === "Reflect" && named[1] === "has") || (named?.[0] === "Object" && named[1] === "hasOwn") ? args[1] : undefined;
}
