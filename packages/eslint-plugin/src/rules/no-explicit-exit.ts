import { AST_NODE_TYPES, type TSESLint, type TSESTree } from "@typescript-eslint/utils";
import { noExplicitExitMessages } from "../messages.js";
import { createRule } from "../util/create-rule.js";
import { freeReferences } from "../util/free-references.js";
import { isDeclared, staticMemberName, variableOf } from "../util/resolve.js";

/** This rule's options: none. */
export type Options = [];
/** This rule's message ids. */
export type MessageIds = keyof typeof noExplicitExitMessages;

/** Host objects whose members end a process, and those members. None exists in a gg guest. */
const EXITS: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ["process", new Set(["exit", "abort", "reallyExit", "kill"])],
  ["Deno", new Set(["exit"])],
  ["Bun", new Set(["exit"])],
]);
/** Free functions some JavaScript shells provide to end a program. */
const EXIT_FUNCTIONS: ReadonlySet<string> = new Set(["exit", "quit"]);
const GLOBAL_OBJECTS: ReadonlySet<string> = new Set(["globalThis", "window", "self", "global"]);

export default createRule<Options, MessageIds>({
  name: "no-explicit-exit",
  meta: {
    type: "problem",
    docs: { description: "Disallow ending a gg program through a host exit function" },
    messages: noExplicitExitMessages,
    schema: [],
  },
  defaultOptions: [],
  create(context) {
    const sourceCode = context.sourceCode;
    const isFree = (node: TSESTree.Identifier): boolean => !isDeclared(variableOf(sourceCode, node));

    /** `process`, `globalThis.process`, `window["Deno"]` → the host object's name, when nothing in the program declares it. */
    function hostObject(node: TSESTree.Node): string | undefined {
      if (node.type === AST_NODE_TYPES.Identifier) return EXITS.has(node.name) && isFree(node) ? node.name : undefined;
      if (node.type === AST_NODE_TYPES.MemberExpression && node.object.type === AST_NODE_TYPES.Identifier) {
        const name = staticMemberName(node);
        if (name !== undefined && EXITS.has(name) && GLOBAL_OBJECTS.has(node.object.name) && isFree(node.object)) return name;
      }
      return undefined;
    }

    function isGlobalMember(node: TSESTree.MemberExpression, names: ReadonlySet<string>): string | undefined {
      const name = staticMemberName(node);
      if (name === undefined || !names.has(name)) return undefined;
      return node.object.type === AST_NODE_TYPES.Identifier && GLOBAL_OBJECTS.has(node.object.name) && isFree(node.object) ? name : undefined;
    }

    return {
      MemberExpression(node) {
        const name = staticMemberName(node);
        if (name === undefined) return;
        const host = hostObject(node.object);
        if (host !== undefined && EXITS.get(host)?.has(name)) {
          context.report({ node, messageId: "explicitExit", data: { name: `${host}.${name}` } });
          return;
        }
        const shell = isGlobalMember(node, EXIT_FUNCTIONS);
        if (shell !== undefined) context.report({ node, messageId: "explicitExit", data: { name: shell } });
      },
      "Program:exit"() {
        const free = freeReferences(sourceCode.scopeManager as TSESLint.Scope.ScopeManager | null);
        for (const reference of free) {
          const identifier = reference.identifier;
          if (identifier.type !== AST_NODE_TYPES.Identifier || !EXIT_FUNCTIONS.has(identifier.name)) continue;
          if (reference.isWrite() && !reference.isRead()) continue;
          context.report({ node: identifier, messageId: "explicitExit", data: { name: identifier.name } });
        }
      },
    };
  },
});
