import { closest, findOperation, SDK, type GgNames, type Operation } from "@gg/catalogue";
import { AST_NODE_TYPES, type TSESLint, type TSESTree } from "@typescript-eslint/utils";
import { createCatalogueRule } from "../util/catalogue-rule.js";
import { didYouMeanOrList } from "../util/did-you-mean.js";
import { failureField, isEquality, stringValue, type FailureField, type StringNode } from "../util/failure-field.js";
import { variableOf, type Resolver } from "../util/resolve.js";

/** Every text this rule shows a person (placeholders are filled from the catalogue; no operation name is written here). */
const messages = {
  spellingNotKey: "A failure's `operation` is the operation's key `\"{{key}}\"`, not `\"{{value}}\"` ({{what}}).",
  unknownKey: "`\"{{value}}\"` is not the key of any gg operation, so this comparison never holds{{didYouMean}}",
  unknownCode: "`\"{{value}}\"` is not a gg failure code ({{codes}}), so this comparison never holds{{didYouMean}}",
  replace: "Use `\"{{replacement}}\"`.",
} as const;

/** This rule's options: none. */
export type Options = [];
/** This rule's message ids. */
export type MessageIds = keyof typeof messages;

/** The same literal in the same quotes, holding `value`. */
function requote(sourceCode: Readonly<TSESLint.SourceCode>, node: StringNode, value: string): string {
  const quote = sourceCode.getText(node)[0] ?? '"';
  if (quote === "`") return `\`${value}\``;
  return `${quote}${value}${quote}`;
}

/** The operation a non-key string was meant to name (an id, or any arm's spelling, or a bare function name). */
function meantOperation(names: GgNames, value: string): { operation: Operation; what: string } | undefined {
  const byName = findOperation(names.catalogue, value);
  if (byName) return { operation: byName, what: byName.id === value ? "its operation id" : "a spelling of its name" };
  const bare = names.unqualified.get(value)?.find((ref) => ref.kind === "operation");
  if (bare?.kind === "operation") return { operation: bare.operation, what: "its function name" };
  return undefined;
}

/** Whether an expression is known to hold a gg failure: a catch parameter, a parameter typed `Failure`, or tested by `instanceof Failure` on the way. */
function createFailureTest(sourceCode: Readonly<TSESLint.SourceCode>, resolver: Resolver) {
  const isFailureClass = (node: TSESTree.Node): boolean => {
    const ref = resolver.resolve(node);
    return ref?.kind === "sdk" && ref.name === SDK.failure;
  };
  const testsInstanceof = (test: TSESTree.Node, text: string, budget: { left: number }): boolean => {
    if (budget.left-- <= 0) return false;
    if (test.type === AST_NODE_TYPES.BinaryExpression && test.operator === "instanceof") {
      return sourceCode.getText(test.left) === text && isFailureClass(test.right);
    }
    if (test.type === AST_NODE_TYPES.LogicalExpression && test.operator === "&&") {
      return testsInstanceof(test.left, text, budget) || testsInstanceof(test.right, text, budget);
    }
    return false;
  };
  return (object: TSESTree.Expression, at: TSESTree.Node): boolean => {
    if (object.type === AST_NODE_TYPES.Identifier) {
      const def = variableOf(sourceCode, object)?.defs[0];
      if (def?.type === "CatchClause") return true;
      const name = def?.name;
      const annotation = name?.type === AST_NODE_TYPES.Identifier ? name.typeAnnotation?.typeAnnotation : undefined;
      if (annotation?.type === AST_NODE_TYPES.TSTypeReference && isFailureClass(annotation.typeName)) return true;
    }
    const text = sourceCode.getText(object);
    const budget = { left: 64 };
    let child: TSESTree.Node = at;
    for (let node = at.parent; node; child = node, node = node.parent) {
      const guarded =
        (node.type === AST_NODE_TYPES.IfStatement && node.consequent === child && testsInstanceof(node.test, text, budget)) ||
        (node.type === AST_NODE_TYPES.ConditionalExpression && node.consequent === child && testsInstanceof(node.test, text, budget)) ||
        (node.type === AST_NODE_TYPES.LogicalExpression && node.operator === "&&" && node.right === child && testsInstanceof(node.left, text, budget));
      if (guarded) return true;
    }
    return false;
  };
}

/**
 * Every other string the same failure field is compared with in the code around `at` — its catch clause or function
 * (nested ones included), else the program: the other labels of any switch on that field, and the other sides of any
 * equality with it, in if/else-if chains, `?:` chains, `||` tests, nested switches or separate statements alike.
 * Any of them may be the branch that handles a key today, so a corrected spelling there could take its cases.
 */
function otherValues(sourceCode: Readonly<TSESLint.SourceCode>, object: TSESTree.Expression, literal: StringNode, at: TSESTree.Node): string[] {
  const text = sourceCode.getText(object);
  let scope: TSESTree.Node = at;
  while (scope.parent && !SCOPES.has(scope.type)) scope = scope.parent;
  const values: string[] = [];
  const sameField = (node: TSESTree.Node): boolean => {
    const field = failureField(node);
    return field?.field === "operation" && sourceCode.getText(field.object) === text;
  };
  const visit = (node: TSESTree.Node): void => {
    if (node.type === AST_NODE_TYPES.SwitchStatement && sameField(node.discriminant)) {
      for (const other of node.cases) {
        const string = stringValue(other.test);
        if (string && string.node !== literal) values.push(string.value);
      }
    } else if (node.type === AST_NODE_TYPES.BinaryExpression && isEquality(node.operator)) {
      for (const [side, other] of [[node.left, node.right], [node.right, node.left]] as const) {
        const string = stringValue(other);
        if (string && string.node !== literal && sameField(side)) values.push(string.value);
      }
    }
    for (const key of sourceCode.visitorKeys[node.type] ?? []) {
      const child = (node as unknown as Record<string, unknown>)[key];
      for (const c of Array.isArray(child) ? child : [child]) {
        if (c !== null && typeof c === "object" && typeof (c as { type?: unknown }).type === "string") visit(c as TSESTree.Node);
      }
    }
  };
  visit(scope);
  return values;
}

// Where a failure value lives: the catch clause that binds it, the function that receives it, or the program.
const SCOPES: ReadonlySet<string> = new Set([
  AST_NODE_TYPES.CatchClause,
  AST_NODE_TYPES.FunctionDeclaration,
  AST_NODE_TYPES.FunctionExpression,
  AST_NODE_TYPES.ArrowFunctionExpression,
  AST_NODE_TYPES.Program,
]);

export default createCatalogueRule<MessageIds>({
  name: "operation-key",
  meta: {
    type: "problem",
    docs: { description: "Require a failure's `operation` to be compared with an operation key and its `code` with a declared failure code", recommended: true, duplicatesTypeScript: [2367, 2678, 2322] },
    fixable: "code",
    hasSuggestions: true,
    messages,
    schema: [],
  },
  create(context, { names, sourceCode, resolver }) {
    const isFailure = createFailureTest(sourceCode, resolver);

    function suggestions(literal: StringNode, candidates: readonly string[]) {
      return candidates.map((replacement) => ({
        messageId: "replace" as const,
        data: { replacement },
        fix: (fixer: TSESLint.RuleFixer) => fixer.replaceText(literal, requote(sourceCode, literal, replacement)),
      }));
    }

    function check(object: TSESTree.Expression, field: FailureField, literal: StringNode, value: string, at: TSESTree.Node): void {
      if (field === "code") {
        if (names.failureCodes.has(value) || !isFailure(object, at)) return;
        const near = closest(value, names.failureCodes);
        context.report({
          node: literal,
          messageId: "unknownCode",
          data: { value, codes: [...names.failureCodes].map((c) => `"${c}"`).join(", "), didYouMean: didYouMeanOrList(near, [], "", quoted) },
          suggest: suggestions(literal, near),
        });
        return;
      }
      if (names.keys.has(value)) return;
      const meant = meantOperation(names, value);
      if (meant) {
        const key = meant.operation.key;
        const fix = (fixer: TSESLint.RuleFixer): TSESLint.RuleFix => fixer.replaceText(literal, requote(sourceCode, literal, key));
        // Where other code already tests the same field for this key (or a spelling of it) — another branch of a switch,
        // an if or `?:` chain, a nested switch — the corrected label could take that branch's cases and leave it dead:
        // only a person can say which one is meant.
        const clash = otherValues(sourceCode, object, literal, at).some((other) => other === key || meantOperation(names, other)?.operation.key === key);
        context.report({
          node: literal,
          messageId: "spellingNotKey",
          data: { key, value, what: meant.what },
          ...(clash ? { suggest: [{ messageId: "replace" as const, data: { replacement: key }, fix }] } : { fix }),
        });
        return;
      }
      if (!isFailure(object, at)) return;
      const near = closest(value, names.keys);
      context.report({ node: literal, messageId: "unknownKey", data: { value, didYouMean: didYouMeanOrList(near, [...names.keys], "the operation keys are", quoted) }, suggest: suggestions(literal, near) });
    }

    /** `side` read as a failure's field, compared with `other` as a string. */
    function compare(side: TSESTree.Node, other: TSESTree.Node, at: TSESTree.BinaryExpression): void {
      const field = failureField(side);
      const literal = stringValue(other);
      if (field && literal) check(field.object, field.field, literal.node, literal.value, at);
    }

    return {
      BinaryExpression(node) {
        if (!isEquality(node.operator)) return;
        compare(node.left, node.right, node);
        compare(node.right, node.left, node);
      },
      SwitchStatement(node) {
        const field = failureField(node.discriminant);
        if (!field) return;
        for (const switchCase of node.cases) {
          const literal = stringValue(switchCase.test);
          if (literal) check(field.object, field.field, literal.node, literal.value, switchCase);
        }
      },
    };
  },
});

const quoted = (value: string): string => `\`"${value}"\``;
