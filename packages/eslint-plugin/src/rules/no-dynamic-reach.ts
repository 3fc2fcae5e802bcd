import { tsFunctionName, type GgName, type GgNames } from "@gg/catalogue";
import { AST_NODE_TYPES, type TSESLint, type TSESTree } from "@typescript-eslint/utils";
import { createCatalogueRule } from "../util/catalogue-rule.js";
import { freeReferences } from "../util/free-references.js";
import { isDeclared, staticMemberName, variableOf } from "../util/resolve.js";
import { inlinedCode, staticString } from "../util/static-text.js";
import { valueMembers } from "../util/value-members.js";

/** Every text this rule shows a person (placeholders are filled from the catalogue; no operation name is written here). */
const messages = {
  computedMember: "`{{object}}[…]` reaches a gg member chosen at run time, so no check can know which operation it calls: name it, as in `{{example}}`.",
  globalLookup: "`{{object}}[…]` looks a name up at run time, so no check can know what it reaches: name what you call.",
  evalCall: "`{{name}}` runs code no check has read: write the code in the program itself.",
  reflectCall: "`{{name}}(…)` on `{{object}}` reaches a gg member chosen at run time: name it, as in `{{example}}`.",
  nameMember: "Name it: `{{replacement}}`.",
  inlineCode: "Write the code in the program itself.",
} as const;

/** This rule's options: none. */
export type Options = [];
/** This rule's message ids. */
export type MessageIds = keyof typeof messages;

/** Globals that run text as code. */
const CODE_RUNNERS: ReadonlySet<string> = new Set(["eval", "Function"]);
const GLOBAL_OBJECTS: ReadonlySet<string> = new Set(["globalThis", "window", "self", "global"]);
/** `Reflect.x(target, key)` / `Object.x(target)` that read members chosen at run time. */
const REFLECTIVE: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ["Reflect", new Set(["get", "getOwnPropertyDescriptor", "ownKeys"])],
  ["Object", new Set(["values", "entries", "getOwnPropertyDescriptor", "getOwnPropertyDescriptors"])],
]);

/** The most members offered as separate suggestions for one dynamic reach. */
const MAX_CHOICES = 12;

/** A static example of the named form, for the message. */
function example(names: GgNames, ref: GgName, key: string | undefined): string {
  // A constant key that names a member: the example is that member.
  if (key !== undefined && valueMembers(names, ref).includes(key)) {
    return ref.kind === "namespace" ? `gg.${ref.namespace}.${key}(…)` : `gg.${key}`;
  }
  if (ref.kind === "namespace") {
    const first = names.catalogue.operations.find((op) => op.namespace === ref.namespace);
    return first ? `gg.${ref.namespace}.${tsFunctionName(first.key)}(…)` : `gg.${ref.namespace}`;
  }
  const first = names.catalogue.operations[0];
  return first ? `gg.${first.namespace}.${tsFunctionName(first.key)}(…)` : "gg";
}

export default createCatalogueRule<MessageIds>({
  name: "no-dynamic-reach",
  meta: {
    type: "problem",
    docs: { description: "Disallow reaching gg members, globals or code through names computed at run time", recommended: true },
    hasSuggestions: true,
    messages,
    schema: [],
  },
  create(context, { names, sourceCode, resolver }) {
    const isFree = (node: TSESTree.Identifier): boolean => !isDeclared(variableOf(sourceCode, node));
    const isGgContainer = (ref: GgName | undefined): ref is GgName => ref?.kind === "root" || ref?.kind === "namespace";

    /**
     * Suggestions that name the member instead: the one the key always is, when its text says so, else each member the
     * container has (a namespace has a handful), for the person to pick the one they meant.
     */
    function nameIt(node: TSESTree.Node, object: TSESTree.Node, key: TSESTree.Node | undefined, ref: GgName, optional: boolean): TSESLint.SuggestionReportDescriptor<MessageIds>[] {
      const members = valueMembers(names, ref);
      const known = key ? staticString(sourceCode, key) : undefined;
      // A container with more members than a person would read through gets only the name its key always is.
      const choices = known !== undefined && members.includes(known) ? [known] : members.length <= MAX_CHOICES ? members : [];
      const objectText = sourceCode.getText(object);
      const needsParens = object.type !== AST_NODE_TYPES.Identifier && object.type !== AST_NODE_TYPES.MemberExpression
        && object.type !== AST_NODE_TYPES.ThisExpression;
      const base = needsParens ? `(${objectText})` : objectText;
      return choices.map((name) => {
        const replacement = `${base}${optional ? "?." : "."}${name}`;
        return { messageId: "nameMember", data: { replacement }, fix: (fixer) => fixer.replaceText(node, replacement) };
      });
    }

    /** The suggestion to write the constant code an `eval`/`Function` call runs into the program, when it has some. */
    function inlineIt(callee: TSESTree.Node, runner: "eval" | "Function"): TSESLint.SuggestionReportDescriptor<MessageIds>[] {
      const call = callee.parent;
      const isCall = (call?.type === AST_NODE_TYPES.CallExpression || call?.type === AST_NODE_TYPES.NewExpression) && call.callee === callee;
      if (!isCall) return [];
      const code = inlinedCode(sourceCode, call, runner);
      return code === undefined ? [] : [{ messageId: "inlineCode", fix: (fixer) => fixer.replaceText(call, code) }];
    }

    return {
      MemberExpression(node) {
        const name = staticMemberName(node);
        if (name !== undefined && CODE_RUNNERS.has(name) && node.object.type === AST_NODE_TYPES.Identifier
          && GLOBAL_OBJECTS.has(node.object.name) && isFree(node.object)) {
          context.report({ node, messageId: "evalCall", data: { name: `${node.object.name}.${name}` }, suggest: inlineIt(node, name === "eval" ? "eval" : "Function") });
          return;
        }
        if (!node.computed || name !== undefined) return;
        const ref = resolver.resolve(node.object);
        if (isGgContainer(ref)) {
          context.report({
            node,
            messageId: "computedMember",
            data: { object: sourceCode.getText(node.object), example: example(names, ref, staticString(sourceCode, node.property)) },
            suggest: nameIt(node, node.object, node.property, ref, node.optional),
          });
          return;
        }
        if (node.object.type === AST_NODE_TYPES.Identifier && GLOBAL_OBJECTS.has(node.object.name) && isFree(node.object)) {
          context.report({ node, messageId: "globalLookup", data: { object: node.object.name } });
        }
      },
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== AST_NODE_TYPES.MemberExpression || callee.object.type !== AST_NODE_TYPES.Identifier) return;
        const methods = REFLECTIVE.get(callee.object.name);
        const method = staticMemberName(callee);
        if (!methods || method === undefined || !methods.has(method) || !isFree(callee.object)) return;
        const target = node.arguments[0];
        if (!target || target.type === AST_NODE_TYPES.SpreadElement) return;
        const ref = resolver.resolve(target);
        if (!isGgContainer(ref)) return;
        // `Reflect.get(files, "readFile")` still names what it reaches.
        const key = node.arguments[1];
        const keyed = method === "get" || method === "getOwnPropertyDescriptor";
        if (keyed && key?.type === AST_NODE_TYPES.Literal && typeof key.value === "string") return;
        context.report({
          node,
          messageId: "reflectCall",
          data: { name: `${callee.object.name}.${method}`, object: sourceCode.getText(target), example: example(names, ref, key && keyed ? staticString(sourceCode, key) : undefined) },
          // Only `Reflect.get` reads one member by a key: the others have no named form.
          suggest: method === "get" && callee.object.name === "Reflect" ? nameIt(node, target, key, ref, false) : [],
        });
      },
      "Program:exit"() {
        for (const reference of freeReferences(sourceCode.scopeManager as TSESLint.Scope.ScopeManager | null)) {
          const identifier = reference.identifier;
          if (identifier.type !== AST_NODE_TYPES.Identifier || !CODE_RUNNERS.has(identifier.name)) continue;
          if (!reference.isRead()) continue;
          // A type position (`let f: Function`) runs nothing.
          if ("isValueReference" in reference && reference.isValueReference === false) continue;
          const runner = identifier.name === "Function" ? "Function" : "eval";
          context.report({ node: identifier, messageId: "evalCall", data: { name: runner }, suggest: inlineIt(identifier, runner) });
        }
      },
    };
  },
});
