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
 * The strings the other branches of the same decision compare the same failure field with: the other labels of the
 * switch `at` is a case of, or the other comparisons of `object`'s field in the if/else-if chain whose test holds `at`.
 */
function branchValues(sourceCode: Readonly<TSESLint.SourceCode>, object: TSESTree.Expression, literal: StringNode, at: TSESTree.Node): string[] {
  const values: string[] = [];
  if (at.type === AST_NODE_TYPES.SwitchCase) {
    const statement = at.parent;
    if (statement?.type !== AST_NODE_TYPES.SwitchStatement) return values;
    for (const other of statement.cases) {
      const string = stringValue(other.test);
      if (string && string.node !== literal) values.push(string.value);
    }
    return values;
  }
  // The if statement whose test holds the comparison, then the top of its else-if chain.
  let node: TSESTree.Node = at;
  while (node.parent && node.parent.type !== AST_NODE_TYPES.IfStatement && isExpression(node.parent)) node = node.parent;
  let statement = node.parent;
  if (statement?.type !== AST_NODE_TYPES.IfStatement || statement.test !== node) return values;
  while (statement.parent?.type === AST_NODE_TYPES.IfStatement && statement.parent.alternate === statement) statement = statement.parent;
  const text = sourceCode.getText(object);
  const collect = (test: TSESTree.Node): void => {
    if (test.type === AST_NODE_TYPES.LogicalExpression) {
      collect(test.left);
      collect(test.right);
    } else if (test.type === AST_NODE_TYPES.UnaryExpression) {
      collect(test.argument);
    } else if (test.type === AST_NODE_TYPES.BinaryExpression && isEquality(test.operator)) {
      for (const [side, other] of [[test.left, test.right], [test.right, test.left]] as const) {
        const field = failureField(side);
        const string = stringValue(other);
        if (field?.field === "operation" && string && string.node !== literal && sourceCode.getText(field.object) === text) values.push(string.value);
      }
    }
  };
  for (let branch: TSESTree.Node | null = statement; branch?.type === AST_NODE_TYPES.IfStatement; branch = branch.alternate) collect(branch.test);
  return values;
}

/** Whether a node is part of an expression (so the comparison it holds belongs to the same test). */
function isExpression(node: TSESTree.Node): boolean {
  return node.type === AST_NODE_TYPES.LogicalExpression || node.type === AST_NODE_TYPES.UnaryExpression || node.type === AST_NODE_TYPES.BinaryExpression;
}

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
        // Where another branch of the same switch or if/else-if chain already tests this key (or a spelling of it), the
        // corrected label would take that branch's cases and leave it dead: only a person can say which one is meant.
        const clash = branchValues(sourceCode, object, literal, at).some((other) => other === key || meantOperation(names, other)?.operation.key === key);
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
