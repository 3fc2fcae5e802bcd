/**
 * Class members no instance ever reaches because making the instance hides or replaces them first: a prototype
 * method behind an own property of the same name that a field or the constructor defines (`print = () => …` beside
 * `print() {…}`, `this.render = …` in the constructor, a base class's field over a subclass's method), a field's
 * function the constructor or a static block replaces (`format = (n) => …` then `this.format = …`), and a member a
 * later one of the same name in the class body replaces. Kept to what the text shows: everything the making runs
 * before the hiding runs none of the program's code.
 */
import { SyntaxKind } from "../../syntax/tree.js";
import type { Node } from "../../syntax/tree.js";
import { baseClassOf } from "./entries.js";
import { deletesMember, keyText, onlyMadeAndRead, plain, quietMaking, readsPrototypes } from "./replaced.js";
import type { Scopes } from "./scopes.js";
import { constantTexts, containsNode, fields, globalMethodCall, isStaticMember, outermost, rootOf, unparenthesised } from "./syntax.js";

type Members = Node & { readonly members?: readonly Node[]; readonly heritageClauses?: readonly Node[]; readonly properties?: readonly Node[] };

/**
 * Whether a class's method or accessor is hidden on every instance by an own property its making defines first. An
 * accessor is hidden only by a field (which defines a data property); an assignment would run its setter instead.
 */
export function hiddenOnEveryInstance(member: Node, scopes: Scopes): boolean {
  const cls = member.parent;
  if ((member.kind !== SyntaxKind.MethodDeclaration && member.kind !== SyntaxKind.GetAccessor && member.kind !== SyntaxKind.SetAccessor) || isStaticMember(member)) return false;
  if (cls?.kind !== SyntaxKind.ClassDeclaration && cls?.kind !== SyntaxKind.ClassExpression) return false;
  const name = keyOf(member);
  if (name === undefined) return false;
  if (redefinedLater(member, cls, name)) return true;
  const root = rootOf(cls);
  const byDefinition = member.kind !== SyntaxKind.MethodDeclaration;
  if (!hiddenWhenMade(cls, name, byDefinition || setterAnywhere(root, name), scopes, 0)) return false;
  return onlyMadeAndRead(cls, name, scopes, 0) && !readsPrototypes(root) && !deletesMember(root, name);
}

/**
 * Whether a class's static method (or accessor) is replaced while the class is made, before any code can read it: a
 * static field of its name defines an own property of the class over it (`static make = () => []` beside `static
 * make() {…}`), or a static block sets it first (`static { this.make = … }`; only a definer replaces an accessor). The
 * static fields and blocks before run none of the program's code that could read it.
 */
export function replacedAsClassIsMade(member: Node, scopes: Scopes): boolean {
  const cls = member.parent;
  if ((member.kind !== SyntaxKind.MethodDeclaration && member.kind !== SyntaxKind.GetAccessor && member.kind !== SyntaxKind.SetAccessor) || !isStaticMember(member)) return false;
  if (cls?.kind !== SyntaxKind.ClassDeclaration && cls?.kind !== SyntaxKind.ClassExpression) return false;
  const name = keyOf(member, scopes);
  if (name === undefined) return false;
  const accessor = member.kind !== SyntaxKind.MethodDeclaration;
  const className = fields(cls).name;
  // The class read by its own name in a static block reaches the member as `this` does.
  const namesClass = (n: Node): boolean => className !== undefined && containsNode(n, (x) => x.kind === SyntaxKind.Identifier && x !== className && scopes.declarationOf(x)?.holder === cls);
  for (const m of (cls as Members).members ?? []) {
    if (m.kind === SyntaxKind.PropertyDeclaration && isStaticMember(m)) {
      const init = fields(m).initializer;
      // The initializer runs before its field is defined.
      if (init !== undefined && !plain(init)) return false;
      const key = keyOf(m, scopes);
      if (key === name) return true;
      if (key === undefined) return false;
    } else if (m.kind === SyntaxKind.ClassStaticBlockDeclaration) {
      const statements = fields(fields(m).body as Node).statements ?? [];
      for (const [i, st] of statements.entries()) {
        const defined = definedOntoThis(st, scopes);
        const set = defined ?? thisOrClassWrite(st, cls, scopes);
        if (set !== undefined && set.includes(name)) return defined !== undefined || !accessor;
        if (set === undefined && (touchesThis(st) || namesClass(st))) return false;
        if (set !== undefined && defined === undefined && set.some((k) => setterAnywhere(rootOf(st), k))) return false;
        if (i > 64) return false;
      }
    }
  }
  return false;
}

// `this.name = value;` or `Cls.name = value;` of the class itself, as a statement, the value reaching neither.
function thisOrClassWrite(statement: Node, cls: Node, scopes: Scopes): readonly string[] | undefined {
  const own = thisMemberWrite(statement, scopes);
  if (own !== undefined) return [own];
  if (statement.kind !== SyntaxKind.ExpressionStatement) return undefined;
  const e = unparenthesised(fields(statement).expression as Node);
  if (e.kind !== SyntaxKind.BinaryExpression || fields(e).operatorToken?.kind !== SyntaxKind.EqualsToken) return undefined;
  const left = unparenthesised(fields(e).left as Node);
  const owner = left.kind === SyntaxKind.PropertyAccessExpression ? unparenthesised(fields(left).expression as Node) : undefined;
  if (owner?.kind !== SyntaxKind.Identifier || scopes.declarationOf(owner)?.holder !== cls || touchesThis(fields(e).right as Node)) return undefined;
  const name = fields(left).name?.text;
  return name === undefined ? undefined : [name];
}

/**
 * Whether every instance a subclass makes has an own property `name` before any of the program's code can reach it
 * (`this.write = (line) => this.lines.push(line)` right after `super(…)`), so a base's member of that name never runs
 * on them. Where the program has an accessor of that name, only a field hides it.
 */
export function hiddenInSubclassMaking(sub: Node, name: string, scopes: Scopes): boolean {
  const root = rootOf(sub);
  const byFieldOnly = containsNode(root, (n) => (n.kind === SyntaxKind.SetAccessor || n.kind === SyntaxKind.GetAccessor) && keyOf(n) === name);
  return hiddenWhenMade(sub, name, byFieldOnly, scopes, 0) && !deletesMember(root, name) && !readsPrototypes(root);
}

/**
 * Whether the function a field holds (`format = (n) => …`, `static size = …`) is replaced before any code can read
 * it: by a later field of the same name, or by the first statements of the constructor (a static block, for a
 * static field) setting it on `this`, with only plain steps in between.
 */
export function fieldValueReplaced(fn: Node, scopes: Scopes): boolean {
  const field = outermost(fn).parent;
  if (field?.kind !== SyntaxKind.PropertyDeclaration || fields(field).initializer !== outermost(fn)) return false;
  const cls = field.parent;
  const name = keyOf(field);
  if ((cls?.kind !== SyntaxKind.ClassDeclaration && cls?.kind !== SyntaxKind.ClassExpression) || name === undefined) return false;
  const statics = isStaticMember(field);
  const members = (cls as Members).members ?? [];
  for (const m of members.slice(members.indexOf(field) + 1)) {
    if (m.kind === SyntaxKind.PropertyDeclaration && isStaticMember(m) === statics) {
      if (keyOf(m) === name) return true;
      if (fields(m).initializer !== undefined && !plain(fields(m).initializer as Node)) return false;
    }
    // `static { this.size = (n) => … }`: static blocks run in order with the static fields.
    if (statics && m.kind === SyntaxKind.ClassStaticBlockDeclaration) {
      const set = setsFirst(fields(fields(m).body as Node).statements ?? [], name, scopes);
      if (set !== undefined) return set;
    }
  }
  if (statics) return false;
  // An instance's fields are set before its constructor's body runs (right after `super(…)` in a subclass).
  const ctor = members.find((m) => m.kind === SyntaxKind.Constructor && fields(m).body !== undefined);
  if (ctor === undefined) return false;
  const statements = fields(fields(ctor).body as Node).statements ?? [];
  const derived = ((cls as Members).heritageClauses ?? []).length > 0;
  if (derived && !superFirst(statements)) return false;
  return setsFirst(derived ? statements.slice(1) : statements, name, scopes) === true;
}

/**
 * Whether making an instance of `cls` (or of any subclass: their making runs `cls`'s) defines an own property `name`
 * before it runs any of the program's code: a base's making that does, or else runs nothing; then the fields in order
 * (one of that name defines it), then the constructor's first statements (`this.name = …`, `Object.assign(this, {
 * name })`), unless only a field may hide it (`byFieldOnly`).
 */
function hiddenWhenMade(cls: Node, name: string, byFieldOnly: boolean, scopes: Scopes, depth: number): boolean {
  if (depth > 8) return false;
  const members = (cls as Members).members ?? [];
  const ctor = members.find((m) => m.kind === SyntaxKind.Constructor && fields(m).body !== undefined);
  // A parameter's default is read before the fields are made, and may reach the member through `this`.
  if (ctor !== undefined && (fields(ctor).parameters ?? []).some((p) => containsNode(p, (n) => n.kind === SyntaxKind.ThisKeyword))) return false;
  const statements = ctor === undefined ? [] : (fields(fields(ctor).body as Node).statements ?? []);
  if (((cls as Members).heritageClauses ?? []).length > 0) {
    const base = baseClassOf(cls, scopes);
    if (base === undefined || base === "none") return false;
    if (hiddenWhenMade(base, name, byFieldOnly, scopes, depth + 1)) return true;
    if (!quietMaking(base) || (ctor !== undefined && !superFirst(statements))) return false;
  }
  for (const m of members) {
    if (m.kind !== SyntaxKind.PropertyDeclaration || isStaticMember(m)) continue;
    const init = fields(m).initializer;
    // The initializer runs before its field is defined.
    if (init !== undefined && !plain(init)) return false;
    const key = keyOf(m, scopes);
    if (key === name) return true;
    // A computed key the text does not fix may be the name, and runs its expression first.
    if (key === undefined) return false;
  }
  const derived = ((cls as Members).heritageClauses ?? []).length > 0;
  return setsFirst(derived ? statements.slice(1) : statements, name, scopes, byFieldOnly) === true;
}

/**
 * Whether the leading statements set `name` on `this` (true), may run code that reaches the instance first (false), or
 * never set it (undefined). Until the instance is handed somewhere, only code that names `this` can reach it: a
 * statement that does not (`const w = width(options);`), or sets a member of `this` to a value that does not
 * (`this.prefix = prefixes.join(":")`, where no setter of that key runs), cannot read the member.
 */
function setsFirst(statements: readonly Node[], name: string, scopes: Scopes, definersOnly = false): boolean | undefined {
  for (const s of statements) {
    // `Object.defineProperty(this, "print", { value: … })`: defined as an own property, whatever setters exist.
    const defined = definedOntoThis(s, scopes);
    if (defined !== undefined) {
      if (defined.includes(name)) return true;
      continue;
    }
    const set = thisMemberWrite(s, scopes) ?? assignedOntoThis(s, scopes) ?? loopWrites(s, scopes);
    if (set === undefined) {
      if (touchesThis(s)) return false;
      continue;
    }
    // An assignment of the name runs its setter, where only a definition hides an accessor.
    if (definersOnly) {
      const keys = typeof set === "string" ? [set] : set;
      if (keys.includes(name) || keys.some((k) => setterAnywhere(rootOf(s), k))) return false;
      continue;
    }
    const keys = typeof set === "string" ? [set] : set;
    const at = keys.indexOf(name);
    // A setter of another key set first would run there.
    if ((at < 0 ? keys : keys.slice(0, at)).some((k) => setterAnywhere(rootOf(s), k))) return false;
    if (at >= 0) return true;
  }
  return undefined;
}

// `this.name = value;` (or `this[KEY] = value` of a key the text fixes) whose value does not reach `this`: the
// member's name.
function thisMemberWrite(statement: Node, scopes: Scopes): string | undefined {
  if (statement.kind !== SyntaxKind.ExpressionStatement) return undefined;
  const e = unparenthesised(fields(statement).expression as Node);
  if (e.kind !== SyntaxKind.BinaryExpression || fields(e).operatorToken?.kind !== SyntaxKind.EqualsToken) return undefined;
  const left = unparenthesised(fields(e).left as Node);
  if ((left.kind !== SyntaxKind.PropertyAccessExpression && left.kind !== SyntaxKind.ElementAccessExpression) || unparenthesised(fields(left).expression as Node).kind !== SyntaxKind.ThisKeyword || touchesThis(fields(e).right as Node)) return undefined;
  if (left.kind === SyntaxKind.ElementAccessExpression) return keyText((left as Node & { readonly argumentExpression: Node }).argumentExpression, scopes);
  return fields(left).name?.text;
}

/**
 * `for (const name of FAST) this[name] = …;` over text written in place (a list literal, or a `const` of one the loop
 * alone reads), the value not reaching `this`: the keys it sets, in order.
 */
function loopWrites(statement: Node, scopes: Scopes): readonly string[] | undefined {
  if (statement.kind !== SyntaxKind.ForOfStatement || fields(statement).awaitModifier !== undefined) return undefined;
  const head = fields(statement).initializer;
  const declared = head?.kind === SyntaxKind.VariableDeclarationList ? ((head as Node & { readonly declarations?: readonly Node[] }).declarations ?? []) : [];
  const name = declared.length === 1 ? fields(declared[0] as Node).name : undefined;
  const loopVar = name?.kind === SyntaxKind.Identifier ? scopes.declarationOf(name) : undefined;
  let body = fields(statement).statement as Node;
  if (body.kind === SyntaxKind.Block) {
    const inner = fields(body).statements ?? [];
    if (inner.length !== 1) return undefined;
    body = inner[0] as Node;
  }
  const e = body.kind === SyntaxKind.ExpressionStatement ? unparenthesised(fields(body).expression as Node) : undefined;
  if (loopVar === undefined || e?.kind !== SyntaxKind.BinaryExpression || fields(e).operatorToken?.kind !== SyntaxKind.EqualsToken || touchesThis(fields(e).right as Node)) return undefined;
  const left = unparenthesised(fields(e).left as Node);
  const key = left.kind === SyntaxKind.ElementAccessExpression ? unparenthesised((left as Node & { readonly argumentExpression: Node }).argumentExpression) : undefined;
  if (key?.kind !== SyntaxKind.Identifier || scopes.declarationOf(key) !== loopVar || unparenthesised(fields(left).expression as Node).kind !== SyntaxKind.ThisKeyword) return undefined;
  return constantTexts(fields(statement).expression as Node, scopes);
}

/**
 * `Object.defineProperty(this, "print", { … })`, `Reflect.defineProperty(this, …)`, `Object.defineProperties(this, {
 * print: { … } })`, as a statement, of a descriptor that does not reach `this` (a function it holds only is made): the
 * keys it defines as own properties. Undefined for any other statement.
 */
function definedOntoThis(statement: Node, scopes: Scopes): readonly string[] | undefined {
  if (statement.kind !== SyntaxKind.ExpressionStatement) return undefined;
  const call = unparenthesised(fields(statement).expression as Node);
  const named = call.kind === SyntaxKind.CallExpression ? globalMethodCall(call, scopes) : undefined;
  if (named === undefined || (named[0] !== "Object" && named[0] !== "Reflect")) return undefined;
  const [target, key, descriptor, ...rest] = fields(call).arguments ?? [];
  if (target === undefined || unparenthesised(target).kind !== SyntaxKind.ThisKeyword || rest.length > 0) return undefined;
  if (named[1] === "defineProperty") {
    const name = key === undefined ? undefined : keyText(key, scopes);
    return name !== undefined && descriptor !== undefined && unparenthesised(descriptor).kind === SyntaxKind.ObjectLiteralExpression && !touchesThis(descriptor) ? [name] : undefined;
  }
  if (named[0] !== "Object" || named[1] !== "defineProperties" || key === undefined || descriptor !== undefined) return undefined;
  const literal = unparenthesised(key);
  if (literal.kind !== SyntaxKind.ObjectLiteralExpression || touchesThis(literal)) return undefined;
  const keys: string[] = [];
  for (const p of (literal as Members).properties ?? []) {
    const k = p.kind === SyntaxKind.PropertyAssignment ? keyOf(p, scopes) : undefined;
    if (k === undefined) return undefined;
    keys.push(k);
  }
  return keys;
}

/**
 * Whether running `node` may reach `this` (or `super`): it names one outside a function written there and not called
 * in place (`(msg) => this.log(msg)` only makes a function; `(() => this.x)()` runs it).
 */
function touchesThis(node: Node): boolean {
  return containsNodeSkipping(node, (n) => n.kind === SyntaxKind.ThisKeyword || n.kind === SyntaxKind.SuperKeyword, (n) => (n.kind === SyntaxKind.ArrowFunction || n.kind === SyntaxKind.FunctionExpression || n.kind === SyntaxKind.ClassExpression) && !calledWhereWritten(n));
}

// `(() => …)()`: a function written as the callee of a call.
function calledWhereWritten(fn: Node): boolean {
  const outer = outermost(fn);
  const call = outer.parent;
  return call?.kind === SyntaxKind.CallExpression && fields(call).expression === outer;
}

// Whether `root` or a node inside it satisfies `test`, not looking inside nodes `skip` accepts.
function containsNodeSkipping(root: Node, test: (node: Node) => boolean, skip: (node: Node) => boolean): boolean {
  let found = false;
  const visit = (n: Node): void => {
    if (found) return;
    if (test(n)) {
      found = true;
      return;
    }
    if (skip(n)) return;
    n.forEachChild((c) => {
      visit(c);
      return undefined;
    });
  };
  visit(root);
  return found;
}

// `Object.assign(this, { name: … }, …)` of values that do not reach `this`, as a statement: the keys its literal sets.
function assignedOntoThis(statement: Node, scopes: Scopes): readonly string[] | undefined {
  if (statement.kind !== SyntaxKind.ExpressionStatement) return undefined;
  const call = unparenthesised(fields(statement).expression as Node);
  const named = call.kind === SyntaxKind.CallExpression ? globalMethodCall(call, scopes) : undefined;
  const [target, ...sources] = named?.[0] === "Object" && named[1] === "assign" ? (fields(call).arguments ?? []) : [];
  // Every source is copied in order, each key it has defining an own property (later sources, `overrides`, may set a
  // key again: replaced either way); the keys are those the literal sources spell out.
  if (target === undefined || unparenthesised(target).kind !== SyntaxKind.ThisKeyword || sources.length === 0 || sources.some(touchesThis)) return undefined;
  const keys: string[] = [];
  for (const source of sources) {
    const literal = unparenthesised(source);
    if (literal.kind !== SyntaxKind.ObjectLiteralExpression) {
      // A source the text does not spell out, before a literal, may hold any key (whose setter would run there).
      if (keys.length === 0) return undefined;
      continue;
    }
    for (const p of (literal as Members).properties ?? []) {
      const key = p.kind === SyntaxKind.SpreadAssignment ? undefined : keyOf(p, scopes);
      if (key === undefined) return undefined;
      keys.push(key);
    }
  }
  return keys;
}

// `super(…)` of plain arguments as the first statement.
function superFirst(statements: readonly Node[]): boolean {
  const first = statements[0]?.kind === SyntaxKind.ExpressionStatement ? unparenthesised(fields(statements[0]).expression as Node) : undefined;
  return first?.kind === SyntaxKind.CallExpression && fields(first).expression?.kind === SyntaxKind.SuperKeyword && (fields(first).arguments ?? []).every((a) => plain(a));
}

// A later member of the class body, of the same name and placement, that replaces this one on the prototype (or the
// class): a method replaces any; a getter is replaced by a method or a getter; a setter by a method or a setter.
function redefinedLater(member: Node, cls: Node, name: string): boolean {
  const members = (cls as Members).members ?? [];
  const statics = isStaticMember(member);
  return members.slice(members.indexOf(member) + 1).some((m) => {
    if (isStaticMember(m) !== statics || keyOf(m) !== name) return false;
    if (m.kind === SyntaxKind.MethodDeclaration) return true;
    if (member.kind === SyntaxKind.MethodDeclaration) return m.kind === SyntaxKind.GetAccessor || m.kind === SyntaxKind.SetAccessor;
    return m.kind === member.kind;
  });
}

// A setter of that name anywhere: an assignment `this.name = …` may run it instead of defining a property.
function setterAnywhere(root: Node, name: string): boolean {
  return containsNode(root, (n) => n.kind === SyntaxKind.SetAccessor && keyOf(n) === name);
}

// A member's name: written as a name or text, or a computed key the text fixes (`["print"]`, `[HOOK]` of a `const`
// holding text written in place).
function keyOf(member: Node, scopes?: Scopes): string | undefined {
  const name = fields(member).name;
  if (name?.kind === SyntaxKind.ComputedPropertyName) return scopes === undefined ? undefined : keyText(fields(name).expression as Node, scopes);
  return name?.kind === SyntaxKind.Identifier || name?.kind === SyntaxKind.StringLiteral || name?.kind === SyntaxKind.PrivateIdentifier ? fields(name).text : undefined;
}

