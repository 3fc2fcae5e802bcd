/** Small readings of the tree the execution model shares: parentheses, constant values, statement lists, exits. */
import { isCode, isFunctionLike, SyntaxKind } from "../../syntax/tree.js";
import type { Node } from "../../syntax/tree.js";
import { outermostParentheses, unparenthesised as unwrapped } from "../../syntax/parentheses.js";
import type { Scopes } from "./scopes.js";

/** A node with the fields the model reads, all optional. */
export type Fields = Node & {
  readonly expression?: Node;
  readonly condition?: Node;
  readonly whenTrue?: Node;
  readonly whenFalse?: Node;
  readonly thenStatement?: Node;
  readonly elseStatement?: Node;
  readonly statement?: Node;
  readonly incrementor?: Node;
  readonly block?: Node;
  readonly left?: Node;
  readonly right?: Node;
  readonly operatorToken?: Node;
  readonly operator?: SyntaxKind;
  readonly operand?: Node;
  readonly statements?: readonly Node[];
  readonly arguments?: readonly Node[];
  readonly tryBlock?: Node;
  readonly catchClause?: Node;
  readonly finallyBlock?: Node;
  readonly body?: Node;
  readonly name?: Node & { readonly text?: string };
  readonly text?: string;
  readonly initializer?: Node;
  readonly parameters?: readonly Node[];
  readonly questionDotToken?: Node;
  readonly asteriskToken?: Node;
  readonly awaitModifier?: Node;
  readonly dotDotDotToken?: Node;
  /** A binding pattern's elements; `key` of `{ key: name }`'s element. */
  readonly elements?: readonly Node[];
  readonly propertyName?: Node;
  readonly modifiers?: readonly Node[];
  readonly tag?: Node;
  /** A declared type: in JavaScript, one JSDoc declares (`@type`, `@param`, `@returns`), reparsed by the compiler. */
  readonly type?: Node;
};

/** The node as its fields. */
export function fields(node: Node): Fields {
  return node as Fields;
}

/**
 * What an expression is as a value: through parentheses and the wrappers that only state a type (`x as T`,
 * `x satisfies T`, `<T>x`, `x!`, and in JavaScript the casts a JSDoc comment writes, `/** @type {T} *\/ (x)`, which the
 * compiler reads as `as`). None of them changes what the program computes.
 */
export function unparenthesised(node: Node): Node {
  return unwrapped(node, VALUE_WRAPPERS);
}

/** The outermost parentheses or type wrappers around `node` (see `unparenthesised`): what its parent sees. */
export function outermost(node: Node): Node {
  return outermostParentheses(node, VALUE_WRAPPERS);
}

const VALUE_WRAPPERS = ["type", "non-null"] as const;

/** A function (not a signature) whose body runs only when it is called. */
export function isFunctionWithBody(node: Node): boolean {
  return (isFunctionLike(node) && fields(node).body !== undefined) || node.kind === SyntaxKind.ClassStaticBlockDeclaration;
}

/** Whether a function is `async`. */
export function isAsync(node: Node): boolean {
  return (fields(node).modifiers ?? []).some((m) => m.kind === SyntaxKind.AsyncKeyword);
}

/** Whether a function is a generator (`function*`). */
export function isGenerator(node: Node): boolean {
  return fields(node).asteriskToken !== undefined;
}

/** The statement list a node holds directly: a block, the file, a case clause. */
export function statementsOf(node: Node): readonly Node[] | undefined {
  switch (node.kind) {
    case SyntaxKind.Block:
    case SyntaxKind.SourceFile:
    case SyntaxKind.CaseClause:
    case SyntaxKind.DefaultClause:
    case SyntaxKind.ModuleBlock:
      return fields(node).statements;
    default:
      return undefined;
  }
}

/** The value an expression always has, as truthiness, when its text alone decides it: `true`, `0`, `""`, `!1`, `void 0`. */
export function constantTruth(node: Node): boolean | undefined {
  const n = unparenthesised(node);
  switch (n.kind) {
    case SyntaxKind.TrueKeyword:
      return true;
    case SyntaxKind.FalseKeyword:
    case SyntaxKind.NullKeyword:
    case SyntaxKind.VoidExpression:
      return false;
    case SyntaxKind.NumericLiteral:
      return Number(fields(n).text) !== 0;
    case SyntaxKind.StringLiteral:
    case SyntaxKind.NoSubstitutionTemplateLiteral:
      return (fields(n).text ?? "") !== "";
    case SyntaxKind.ObjectLiteralExpression:
    case SyntaxKind.ArrayLiteralExpression:
    case SyntaxKind.ArrowFunction:
    case SyntaxKind.FunctionExpression:
      return true;
    case SyntaxKind.PrefixUnaryExpression: {
      const inner = fields(n).operator === SyntaxKind.ExclamationToken ? constantTruth(fields(n).operand as Node) : undefined;
      return inner === undefined ? undefined : !inner;
    }
    default:
      return undefined;
  }
}

/** Whether a statement always ends the statements after it: `return`, `throw`, `break`, `continue`, or a block ending so. */
export function alwaysExits(statement: Node): boolean {
  switch (statement.kind) {
    case SyntaxKind.ReturnStatement:
    case SyntaxKind.ThrowStatement:
    case SyntaxKind.BreakStatement:
    case SyntaxKind.ContinueStatement:
      return true;
    case SyntaxKind.Block: {
      const list = fields(statement).statements ?? [];
      return list.some(alwaysExits);
    }
    case SyntaxKind.IfStatement: {
      const f = fields(statement);
      return f.elseStatement !== undefined && alwaysExits(f.thenStatement as Node) && alwaysExits(f.elseStatement);
    }
    default:
      return false;
  }
}

/** `&&`, `||`, `??` and their assignments (`&&=`, `||=`, `??=`): the right side runs only when the left says so. */
export function isShortCircuit(kind: SyntaxKind): boolean {
  return (
    kind === SyntaxKind.AmpersandAmpersandToken ||
    kind === SyntaxKind.BarBarToken ||
    kind === SyntaxKind.QuestionQuestionToken ||
    kind === SyntaxKind.AmpersandAmpersandEqualsToken ||
    kind === SyntaxKind.BarBarEqualsToken ||
    kind === SyntaxKind.QuestionQuestionEqualsToken
  );
}

/** The name of a member access (`x.name`) or a constant key (`x["name"]`). */
export function memberName(node: Node): string | undefined {
  const f = fields(node);
  if (node.kind === SyntaxKind.PropertyAccessExpression) return f.name?.text;
  if (node.kind === SyntaxKind.ElementAccessExpression) {
    const key = (node as Node & { readonly argumentExpression?: Node }).argumentExpression;
    if (key !== undefined && (key.kind === SyntaxKind.StringLiteral || key.kind === SyntaxKind.NoSubstitutionTemplateLiteral)) return fields(key).text;
  }
  return undefined;
}

/**
 * Whether any node of the program that holds `node` satisfies `test`: a whole-program fact, found once per program
 * (kept in `memo`, one per question).
 */
export function anywhereInProgram(node: Node, memo: WeakMap<Node, boolean>, test: (node: Node) => boolean): boolean {
  let root = node;
  while (root.parent !== undefined) root = root.parent;
  let known = memo.get(root);
  if (known === undefined) {
    known = containsNode(root, test);
    memo.set(root, known);
  }
  return known;
}

/** Whether `root` or any node inside it satisfies `test` (nested functions included). */
export function containsNode(root: Node, test: (node: Node) => boolean): boolean {
  if (test(root)) return true;
  return root.forEachChild((child) => (containsNode(child, test) ? true : undefined)) === true;
}

/**
 * The global and the method a call names, where the callee is `Global.method` with a global the program does not
 * bind: `["Promise", "resolve"]` of `Promise.resolve(x)`. Undefined for anything else.
 */
export function globalMethodCall(call: Node, scopes: Scopes): readonly [owner: string, method: string] | undefined {
  if (call.kind !== SyntaxKind.CallExpression && call.kind !== SyntaxKind.NewExpression) return undefined;
  const callee = unparenthesised(fields(call).expression as Node);
  if (callee.kind !== SyntaxKind.PropertyAccessExpression) return undefined;
  const owner = unparenthesised(fields(callee).expression as Node);
  const method = fields(callee).name?.text;
  if (owner.kind !== SyntaxKind.Identifier || method === undefined || scopes.declarationOf(owner) !== undefined) return undefined;
  return [fields(owner).text ?? "", method];
}

// `Object.freeze`, `Object.seal`, `Object.preventExtensions`: they hand back the object they are given, as it is.
const KEEPERS: ReadonlySet<string> = new Set(["freeze", "seal", "preventExtensions"]);

/** The object literal an expression is: written in place, or kept as it is by `Object.freeze({ … })` (or `seal`). */
export function objectLiteralOf(expression: Node, scopes: Scopes): Node | undefined {
  const n = unparenthesised(expression);
  if (n.kind === SyntaxKind.ObjectLiteralExpression) return n;
  const named = globalMethodCall(n, scopes);
  if (n.kind !== SyntaxKind.CallExpression || named?.[0] !== "Object" || !KEEPERS.has(named[1])) return undefined;
  const first = (fields(n).arguments ?? [])[0];
  return first !== undefined && unparenthesised(first).kind === SyntaxKind.ObjectLiteralExpression ? unparenthesised(first) : undefined;
}

/** Calls `visit` on every code node of `root`, itself included, without recursion (a deep program cannot overflow it). */
export function forEachCode(root: Node, visit: (node: Node) => void): void {
  const stack: Node[] = [root];
  while (stack.length > 0) {
    const n = stack.pop() as Node;
    visit(n);
    n.forEachChild((c) => {
      if (isCode(c)) stack.push(c);
      return undefined;
    });
  }
}

/** Whether a class member is static: a `static` member or a static block. */
export function isStaticMember(member: Node): boolean {
  return member.kind === SyntaxKind.ClassStaticBlockDeclaration || (fields(member).modifiers ?? []).some((m) => m.kind === SyntaxKind.StaticKeyword);
}

/**
 * Whether a reference only tests the value it names, handing it nowhere: `typeof x`, `y instanceof x`, or an operand
 * of `===`, `!==`, `==`, `!=`.
 */
export function onlyTested(reference: Node): boolean {
  const outer = outermost(reference);
  const parent = outer.parent;
  if (parent?.kind === SyntaxKind.TypeOfExpression) return true;
  if (parent?.kind !== SyntaxKind.BinaryExpression) return false;
  const op = fields(parent).operatorToken?.kind;
  if (op === SyntaxKind.InstanceOfKeyword) return fields(parent).right === outer;
  return op === SyntaxKind.EqualsEqualsEqualsToken || op === SyntaxKind.ExclamationEqualsEqualsToken || op === SyntaxKind.EqualsEqualsToken || op === SyntaxKind.ExclamationEqualsToken;
}

/** `x.name(…)`: a member read that is the callee of a call, its value handed nowhere else. */
export function calledInPlace(site: Node): boolean {
  const call = outermost(site).parent;
  return call?.kind === SyntaxKind.CallExpression && fields(call).expression === outermost(site);
}

/** Array methods that put elements into the array they are called on. */
export const ARRAY_ADDERS: ReadonlySet<string> = new Set(["push", "unshift", "splice", "fill", "copyWithin"]);

/** What every object inherits from Object.prototype: a read of these finds a member, not a missing one. */
export const OBJECT_PROTOTYPE: ReadonlySet<string> = new Set(["toString", "valueOf", "toLocaleString", "hasOwnProperty", "isPrototypeOf", "propertyIsEnumerable", "constructor", "__proto__", "__defineGetter__", "__defineSetter__", "__lookupGetter__", "__lookupSetter__"]);

const evaluating = new WeakMap<Node, boolean>();

/** Whether the program holding `node` names `eval` anywhere: text run as code may read or write any binding in scope. */
export function namesEval(node: Node): boolean {
  return anywhereInProgram(node, evaluating, (n) => n.kind === SyntaxKind.Identifier && fields(n).text === "eval");
}

/**
 * The code that binds `this` and `new.target` for `node`: the nearest enclosing function that is not an arrow (arrows
 * see their parent's), a constructor, an accessor, a class field's initializer or a static block; undefined at the top
 * level.
 */
export function bindingFunction(node: Node): Node | undefined {
  for (let p = node.parent; p !== undefined; p = p.parent) {
    switch (p.kind) {
      case SyntaxKind.FunctionDeclaration:
      case SyntaxKind.FunctionExpression:
      case SyntaxKind.Constructor:
      case SyntaxKind.MethodDeclaration:
      case SyntaxKind.GetAccessor:
      case SyntaxKind.SetAccessor:
      case SyntaxKind.PropertyDeclaration:
      case SyntaxKind.ClassStaticBlockDeclaration:
        return p;
      default:
        break;
    }
  }
  return undefined;
}

/**
 * Whether a member write's target is `this` of a base class's constructor or instance field (arrows included): the
 * object being made, which no literal or earlier value can be (a derived class's `this` is what its base returned).
 */
export function writesInstanceBeingMade(target: Node): boolean {
  const owner = fields(target).expression;
  if (owner === undefined || unparenthesised(owner).kind !== SyntaxKind.ThisKeyword) return false;
  const fn = bindingFunction(target);
  const cls = fn?.parent;
  if (fn === undefined || cls === undefined || (cls.kind !== SyntaxKind.ClassDeclaration && cls.kind !== SyntaxKind.ClassExpression)) return false;
  if (fn.kind !== SyntaxKind.Constructor && (fn.kind !== SyntaxKind.PropertyDeclaration || isStaticMember(fn))) return false;
  return ((cls as Node & { readonly heritageClauses?: readonly Node[] }).heritageClauses ?? []).length === 0;
}

/**
 * How a member access is written where it stands: "assigned" (`=` or a compound operator, `++`, `--`: it certainly
 * writes), "logical" (`??=`, `||=`, `&&=`: it writes only where the value lets it), "pattern" (a destructuring
 * target, `[this.items] = …`); undefined where it is only read.
 */
export function writeOf(access: Node): "assigned" | "logical" | "pattern" | undefined {
  let outer = access;
  while (outer.parent?.kind === SyntaxKind.ParenthesizedExpression) outer = outer.parent;
  const parent = outer.parent;
  if (parent === undefined) return undefined;
  if (parent.kind === SyntaxKind.BinaryExpression) {
    const op = fields(parent).operatorToken?.kind ?? SyntaxKind.Unknown;
    if (fields(parent).left !== outer || op < SyntaxKind.FirstAssignment || op > SyntaxKind.LastAssignment) return undefined;
    return op === SyntaxKind.QuestionQuestionEqualsToken || op === SyntaxKind.BarBarEqualsToken || op === SyntaxKind.AmpersandAmpersandEqualsToken ? "logical" : "assigned";
  }
  if (parent.kind === SyntaxKind.PrefixUnaryExpression || parent.kind === SyntaxKind.PostfixUnaryExpression) {
    const op = fields(parent).operator;
    return op === SyntaxKind.PlusPlusToken || op === SyntaxKind.MinusMinusToken ? "assigned" : undefined;
  }
  return parent.kind === SyntaxKind.ArrayLiteralExpression || parent.kind === SyntaxKind.PropertyAssignment || parent.kind === SyntaxKind.ShorthandPropertyAssignment || parent.kind === SyntaxKind.SpreadElement ? "pattern" : undefined;
}

/** Whether a program asks whether an object is frozen or writable (`Object.isFrozen(list)`): it may write only where it is not. */
export function testsFreezing(text: string): boolean {
  return /isFrozen|isExtensible|isSealed|getOwnPropertyDescriptor/.test(text);
}

/**
 * The texts of a list of text literals walked where it is written: an array literal in place, or a `const` of one the
 * program reads only there (`list`). Undefined for anything else.
 */
export function constantTexts(list: Node, scopes: Scopes): string[] | undefined {
  let l = unparenthesised(list);
  if (l.kind === SyntaxKind.Identifier) {
    const d = scopes.declarationOf(l);
    const only = l;
    if (d === undefined || d.kind !== "const" || d.holder.kind !== SyntaxKind.VariableDeclaration || fields(d.holder).name !== d.identifier || d.references.some((r) => r !== d.identifier && r !== only)) return undefined;
    const init = fields(d.holder).initializer;
    if (init === undefined) return undefined;
    l = unparenthesised(init);
  }
  if (l.kind !== SyntaxKind.ArrayLiteralExpression) return undefined;
  const texts: string[] = [];
  for (const element of (l as Node & { readonly elements?: readonly Node[] }).elements ?? []) {
    const k = unparenthesised(element);
    if (k.kind !== SyntaxKind.StringLiteral && k.kind !== SyntaxKind.NoSubstitutionTemplateLiteral) return undefined;
    texts.push(fields(k).text ?? "");
  }
  return texts;
}

/**
 * The value an expression stands for: itself, or where it names a `const` declared once by a plain name, that
 * constant's initializer (`cache` of `const cache = new WeakMap()`). Undefined for a name bound any other way.
 */
export function constValue(expression: Node, scopes: Scopes): Node | undefined {
  const e = unparenthesised(expression);
  if (e.kind !== SyntaxKind.Identifier) return e;
  const d = scopes.declarationOf(e);
  const init = d?.kind === "const" && d.count === 1 && d.holder.kind === SyntaxKind.VariableDeclaration && fields(d.holder).name === d.identifier ? fields(d.holder).initializer : undefined;
  return init === undefined ? undefined : unparenthesised(init);
}

/**
 * The reads of the `const` a value is the initializer of, where it is declared once by a plain name
 * (`const out = load()`: the reads of `out`); undefined where the value is held any other way, or not held.
 */
export function constReads(value: Node, scopes: Scopes): readonly Node[] | undefined {
  const outer = outermost(value);
  const declaration = outer.parent;
  if (declaration?.kind !== SyntaxKind.VariableDeclaration || fields(declaration).initializer !== outer) return undefined;
  const name = fields(declaration).name as Node;
  const d = name.kind === SyntaxKind.Identifier ? scopes.declarationOf(name) : undefined;
  if (d === undefined || d.kind !== "const" || d.count !== 1 || d.identifier !== name) return undefined;
  return d.references.filter((r) => r !== name);
}

/** The node at the root of the tree that holds `node` (its source file). */
export function rootOf(node: Node): Node {
  let root = node;
  while (root.parent !== undefined) root = root.parent;
  return root;
}

const LOOPS: ReadonlySet<SyntaxKind> = new Set([SyntaxKind.ForStatement, SyntaxKind.ForInStatement, SyntaxKind.ForOfStatement, SyntaxKind.WhileStatement, SyntaxKind.DoStatement]);

/** Whether `node` is a loop statement (`for`, `for…in`, `for…of`, `while`, `do`). */
export function isLoop(node: Node): boolean {
  return LOOPS.has(node.kind);
}

/** Whether `node` stands in a function nested in `within` (not counting `node` itself; never, where it is `within`). */
export function insideFunction(node: Node, within: Node): boolean {
  for (let p: Node | undefined = node; p !== undefined && p !== within; p = p.parent) if (p !== node && isFunctionWithBody(p)) return true;
  return false;
}

/** What a function written in place always answers: an arrow's expression, or a body of one `return` of a value. */
export function onlyAnswer(fn: Node): Node | undefined {
  const body = fields(fn).body;
  if (body === undefined) return undefined;
  if (body.kind !== SyntaxKind.Block) return unparenthesised(body);
  const statements = fields(body).statements ?? [];
  const only = statements.length === 1 ? statements[0] : undefined;
  const value = only?.kind === SyntaxKind.ReturnStatement ? fields(only).expression : undefined;
  return value === undefined ? undefined : unparenthesised(value);
}
