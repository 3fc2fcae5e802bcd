import { AST_NODE_TYPES, type TSESLint, type TSESTree } from "@typescript-eslint/utils";
import { createRule } from "../util/create-rule.js";
import { freeReferences } from "../util/free-references.js";
import { isDeclared, staticMemberName, variableOf } from "../util/resolve.js";

/** Every text this rule shows a person (placeholders are filled from the catalogue; no operation name is written here). */
const messages = {
  explicitExit: "`{{name}}` does not exist in a gg program (the TypeScript arm refuses it at compile time; the JavaScript arm files it as program_unknown_name): let the program run to its end, return from the function you are in or throw, or end the session through `gg.session`.",
  returnInstead: "Return from this function instead.",
  throwInstead: "Throw instead: the program stops here and the turn records why.",
} as const;

/** This rule's options: none. */
export type Options = [];
/** This rule's message ids. */
export type MessageIds = keyof typeof messages;

/** Host objects whose members end a process, and those members. None exists in a gg guest. */
const EXITS: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ["process", new Set(["exit", "abort", "reallyExit", "kill"])],
  ["Deno", new Set(["exit"])],
  ["Bun", new Set(["exit"])],
]);
/** Free functions some JavaScript shells provide to end a program. */
const EXIT_FUNCTIONS: ReadonlySet<string> = new Set(["exit", "quit"]);
const GLOBAL_OBJECTS: ReadonlySet<string> = new Set(["globalThis", "window", "self", "global"]);

/** Whether a statement is inside a function body (a class static block or field is not: `return` is no statement there). */
function insideFunction(statement: TSESTree.Node): boolean {
  for (let node = statement.parent; node; node = node.parent) {
    switch (node.type) {
      case AST_NODE_TYPES.FunctionDeclaration:
      case AST_NODE_TYPES.FunctionExpression:
      case AST_NODE_TYPES.ArrowFunctionExpression:
        return true;
      case AST_NODE_TYPES.StaticBlock:
      case AST_NODE_TYPES.PropertyDefinition:
        return false;
      default:
    }
  }
  return false;
}

export default createRule<Options, MessageIds>({
  name: "no-explicit-exit",
  meta: {
    type: "problem",
    docs: { description: "Disallow ending a gg program through a host exit function", recommended: true },
    hasSuggestions: true,
    messages,
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

    /**
     * What to write instead of an exit call that is a statement of its own: `return;` inside a function (it leaves that
     * function), and a `throw` anywhere (it stops the program, and the turn records why). None for any other use.
     */
    function instead(node: TSESTree.Node): TSESLint.SuggestionReportDescriptor<MessageIds>[] {
      const call = node.parent;
      if (call?.type !== AST_NODE_TYPES.CallExpression || call.callee !== node) return [];
      // `process?.exit()` is a call wrapped in a chain.
      const statement = call.parent?.type === AST_NODE_TYPES.ChainExpression ? call.parent.parent : call.parent;
      if (statement?.type !== AST_NODE_TYPES.ExpressionStatement) return [];
      const thrown = `throw new Error(${JSON.stringify(`stopped: ${sourceCode.getText(call)}`)});`;
      const suggestions: TSESLint.SuggestionReportDescriptor<MessageIds>[] = [];
      if (insideFunction(statement)) suggestions.push({ messageId: "returnInstead", fix: (fixer) => fixer.replaceText(statement, "return;") });
      suggestions.push({ messageId: "throwInstead", fix: (fixer) => fixer.replaceText(statement, thrown) });
      return suggestions;
    }

    return {
      MemberExpression(node) {
        const name = staticMemberName(node);
        if (name === undefined) return;
        const host = hostObject(node.object);
        if (host !== undefined && EXITS.get(host)?.has(name)) {
          context.report({ node, messageId: "explicitExit", data: { name: `${host}.${name}` }, suggest: instead(node) });
          return;
        }
        const shell = isGlobalMember(node, EXIT_FUNCTIONS);
        if (shell !== undefined) context.report({ node, messageId: "explicitExit", data: { name: shell }, suggest: instead(node) });
      },
      "Program:exit"() {
        const free = freeReferences(sourceCode.scopeManager as TSESLint.Scope.ScopeManager | null);
        for (const reference of free) {
          const identifier = reference.identifier;
          if (identifier.type !== AST_NODE_TYPES.Identifier || !EXIT_FUNCTIONS.has(identifier.name)) continue;
          if (reference.isWrite() && !reference.isRead()) continue;
          context.report({ node: identifier, messageId: "explicitExit", data: { name: identifier.name }, suggest: instead(identifier) });
        }
      },
    };
  },
});
