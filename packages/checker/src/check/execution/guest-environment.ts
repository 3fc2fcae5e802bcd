/**
 * The guest's environment, as the model reads it from a program's text: which globals the guest has (ECMAScript 2023's
 * global object, `console`, `gg`) and what `typeof` says of them, its console's methods, the built-ins' methods of
 * ECMAScript 2023 and the later editions' it lacks, and gg's members as the catalogue makes them, each unless the
 * program sets, replaces or deletes the thing. `values.ts` asks it what a test of one of them is.
 */
import { GUEST_CONSOLE_METHODS } from "@gg/catalogue";
import { SyntaxKind } from "../../syntax/tree.js";
import type { Node } from "../../syntax/tree.js";
import { guestMethod } from "../guest-methods.js";
import type { GuestGlobal } from "../host-globals.js";
import { laterMember } from "../later-editions.js";
import { GG_RESULT, ggPathOf } from "./gg-values.js";
import type { GgShape } from "./gg-values.js";
import type { Declaration, Scopes } from "./scopes.js";
import { fields, OBJECT_PROTOTYPE, unparenthesised } from "./syntax.js";

/** What a program's tests of the guest's globals, built-ins and gg find there. */
export class GuestEnvironment {
  constructor(
    private readonly scopes: Scopes,
    /** Whether the program writes a member of this name anywhere other than `except`. */
    private readonly memberWritten: (name: string, except: Node | undefined) => boolean,
    /**
     * What a global is in the guest, where the program does not set it: "absent" (`process`), or what `typeof` says of
     * it (`Promise` is a "function", `JSON` an "object"); undefined where the program may set it.
     */
    private readonly guestGlobal: (name: string) => GuestGlobal | undefined,
    /** Whether a binding's object (undefined: any object) may get members by keys the model cannot read (`o[k] = v`). */
    private readonly reshaped: (binding: Declaration | undefined) => boolean,
    /** What gg's members are, as values (the catalogue's namespaces and operations). */
    private readonly gg: GgShape,
    /** The value every read of a binding sees, where the text fixes it. */
    private readonly steady: (binding: Declaration) => Node | undefined,
  ) {}

  /** What gg holds at a path under it (the catalogue's answer). */
  ggAt(path: readonly string[]): "object" | "function" | "absent" | undefined {
    const kind = this.gg(path);
    return kind === "value" ? undefined : kind;
  }

  /**
   * Whether a call (`gg.files.readFile(p)`) certainly hands back a value, never null or undefined, where it returns: an
   * operation of gg's the program does not replace, whose result is not optional.
   */
  ggCallGivesValue(call: Node): boolean {
    const c = unparenthesised(call);
    if (c.kind !== SyntaxKind.CallExpression || this.ggValue(fields(c).expression as Node) !== "function") return false;
    const reached = ggPathOf(fields(c).expression as Node, this.scopes);
    return reached !== undefined && this.gg([...reached.path, GG_RESULT]) === "value";
  }

  /** What the guest's global `name` is, where the program does not set it (see the constructor). */
  global(name: string): GuestGlobal | undefined {
    return this.guestGlobal(name);
  }

  /** Whether the guest lacks a global the program does not set. */
  absent(name: string): boolean {
    return this.guestGlobal(name) === "absent";
  }

  /**
   * What `typeof` says of a global of the guest's the program does not set, read by its own name or on `globalThis`,
   * or of a method its built-ins have (`Array.prototype.flat`, `Object.assign`, `console.log`) that the program
   * neither writes nor may reshape.
   */
  presentGlobal(node: Node): "object" | "function" | "number" | undefined {
    const n = unparenthesised(node);
    if (n.kind === SyntaxKind.PropertyAccessExpression && !this.isGlobalObject(fields(n).expression as Node)) {
      let owner = unparenthesised(fields(n).expression as Node);
      const onPrototype = owner.kind === SyntaxKind.PropertyAccessExpression && fields(owner).name?.text === "prototype";
      if (onPrototype) owner = unparenthesised(fields(owner).expression as Node);
      const member = fields(n).name?.text ?? "";
      const global = owner.kind === SyntaxKind.Identifier && this.scopes.declarationOf(owner) === undefined ? (fields(owner).text ?? "") : "";
      const kind = global === "" ? undefined : this.guestGlobal(global);
      return kind !== undefined && kind !== "absent" && guestMethod(global, member, onPrototype) && !this.builtinMemberWritten(global, member) ? "function" : undefined;
    }
    let name: string | undefined;
    if (n.kind === SyntaxKind.Identifier && this.scopes.declarationOf(n) === undefined) name = fields(n).text;
    else if (n.kind === SyntaxKind.PropertyAccessExpression && this.isGlobalObject(fields(n).expression as Node)) name = fields(n).name?.text;
    const kind = name === undefined ? undefined : this.guestGlobal(name);
    return kind === "object" || kind === "function" || kind === "number" ? kind : undefined;
  }

  /** Whether `global`'s prototype method `member` (`Array`'s `includes`) is the guest's own: the program writes no member of that name. */
  prototypeMethodIntact(global: string, member: string): boolean {
    const kind = this.guestGlobal(global);
    return kind !== undefined && kind !== "absent" && guestMethod(global, member, true) && !this.builtinMemberWritten(global, member);
  }

  /**
   * What the value at `node` is if it reads gg or a member of it (`gg.files`, `files.readFile` imported from "gg"),
   * as the catalogue makes it; unknown where the program replaces the global `gg` or writes a member on the path.
   */
  ggValue(node: Node): "object" | "function" | "absent" | undefined {
    const reached = ggPathOf(node, this.scopes);
    if (reached === undefined) return undefined;
    // The global `gg` the program replaces or deletes (`globalThis.gg = {}`), or a member of it that it writes, is
    // what the run makes it.
    if (reached.global && this.guestGlobal("gg") === undefined) return undefined;
    if (reached.path.some((member) => this.memberWritten(member, undefined))) return undefined;
    return this.ggAt(reached.path);
  }

  /**
   * Whether `node` is an unbound name the guest lacks, or a member of one of its globals that came in a later edition
   * (`Object.groupBy`, `String.prototype.isWellFormed`) or that its console lacks, which the program does not add.
   */
  isAbsent(node: Node): boolean {
    const n = unparenthesised(node);
    if (n.kind === SyntaxKind.Identifier) return this.scopes.declarationOf(n) === undefined && this.absent(fields(n).text ?? "");
    if (n.kind !== SyntaxKind.PropertyAccessExpression) return false;
    return this.laterMemberOf(fields(n).expression as Node, fields(n).name?.text ?? "") || this.consoleLacks(fields(n).expression as Node, fields(n).name?.text ?? "");
  }

  /** `console.time`, `console.table`: the guest's console has its methods only, unless the program adds the member. */
  consoleLacks(owner: Node, member: string): boolean {
    const o = unparenthesised(owner);
    if (o.kind !== SyntaxKind.Identifier || fields(o).text !== "console" || this.scopes.declarationOf(o) !== undefined) return false;
    return !GUEST_CONSOLE_METHODS.includes(member) && !OBJECT_PROTOTYPE.has(member) && !this.builtinMemberWritten("console", member);
  }

  /**
   * Whether `owner.member` is a later edition's member the guest lacks: `owner` a global of the guest's (or its
   * `prototype`, an instance made in place, a string literal), the program adding no member of that name.
   */
  laterMemberOf(owner: Node, member: string): boolean {
    let o = unparenthesised(owner);
    let onPrototype = o.kind === SyntaxKind.PropertyAccessExpression && fields(o).name?.text === "prototype";
    if (onPrototype) o = unparenthesised(fields(o).expression as Node);
    // `const s = new Set(); … s.union`: an instance of a built-in, made where the program wrote it.
    const made = !onPrototype && o.kind === SyntaxKind.Identifier ? this.builtinMade(this.scopes.declarationOf(o)) : undefined;
    if (made !== undefined) {
      o = made;
      onPrototype = true;
    }
    // `"abc".isWellFormed`: a string written in place is a String.
    const literal = !onPrototype && (o.kind === SyntaxKind.StringLiteral || o.kind === SyntaxKind.NoSubstitutionTemplateLiteral || o.kind === SyntaxKind.TemplateExpression);
    if (!literal && (o.kind !== SyntaxKind.Identifier || this.scopes.declarationOf(o) !== undefined)) return false;
    const global = literal ? "String" : (fields(o).text ?? "");
    return laterMember(global, member, onPrototype || literal) && !this.builtinMemberWritten(global, member);
  }

  // Whether the program may add, replace or delete `member` of the built-in `global` (or of its prototype): a write of
  // that name on it (the facts key it by both names, `Object.groupBy`) or on anything, or a key it cannot read.
  private builtinMemberWritten(global: string, member: string): boolean {
    return this.memberWritten(member, undefined) || this.memberWritten(`${global}.${member}`, undefined) || this.reshaped(undefined);
  }

  // The global a binding's steady value is a new instance of (`new Set()` gives `Set`); undefined for anything else.
  private builtinMade(d: Declaration | undefined): Node | undefined {
    if (d === undefined || d.kind !== "const") return undefined;
    const init = this.steady(d);
    const value = init === undefined ? undefined : unparenthesised(init);
    if (value?.kind !== SyntaxKind.NewExpression) return undefined;
    const callee = unparenthesised(fields(value).expression as Node);
    return callee.kind === SyntaxKind.Identifier && this.scopes.declarationOf(callee) === undefined ? callee : undefined;
  }

  /** Whether `node` is the global object, by its own name. */
  isGlobalObject(node: Node): boolean {
    const n = unparenthesised(node);
    return n.kind === SyntaxKind.Identifier && fields(n).text === "globalThis" && this.scopes.declarationOf(n) === undefined;
  }
}
