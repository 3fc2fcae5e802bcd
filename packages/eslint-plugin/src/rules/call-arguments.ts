import type { Operation } from "@gg/catalogue";
import { tsSignature } from "@gg/catalogue";
import { AST_NODE_TYPES, type TSESLint, type TSESTree } from "@typescript-eslint/utils";
import { createCatalogueRule } from "../util/catalogue-rule.js";
import { mismatches } from "../util/literal-types.js";
import { placeholder } from "../util/placeholder.js";

/** Every text this rule shows a person (placeholders are filled from the catalogue; no operation name is written here). */
const messages = {
  tooFew: "`{{callee}}` needs {{expected}}: `{{signature}}`; this call passes {{actual}}.",
  tooMany: "`{{callee}}` takes {{expected}}: `{{signature}}`; this call passes {{actual}}.",
  wrongType: "Argument {{index}} of `{{callee}}` (`{{param}}`) must be {{expected}}, not {{actual}}: `{{signature}}`.",
  unknownField: "`{{field}}` is not a field of {{type}} (argument {{index}} of `{{callee}}`); its fields are {{fields}}.",
  missingField: "Argument {{index}} of `{{callee}}` lacks the field `{{field}}` that {{type}} requires.",
  addMissing: "Pass {{params}}: `{{values}}` for now, then write the value you mean.",
  removeExtra: "Remove the extra argument{{plural}}.",
  renameField: "Use the field `{{field}}`.",
  useValue: "Write `{{value}}`.",
} as const;

/** This rule's options: none. */
export type Options = [];
/** This rule's message ids. */
export type MessageIds = keyof typeof messages;

/** How many arguments an operation takes: trailing `option<T>` parameters may be left out. */
export function arity(operation: Operation): { min: number; max: number } {
  let min = operation.params.length;
  while (min > 0 && operation.params[min - 1]?.type.kind === "option") min--;
  return { min, max: operation.params.length };
}

function count(n: number): string {
  return n === 1 ? "1 argument" : `${n} arguments`;
}

function expectedCount(min: number, max: number): string {
  if (max === 0) return "no arguments";
  return min === max ? count(min) : `${min} to ${count(max)}`;
}

export default createCatalogueRule<MessageIds>({
  name: "call-arguments",
  meta: {
    type: "problem",
    docs: { description: "Require calls of gg operations to pass the number and kinds of arguments the catalogue declares", recommended: true, duplicatesTypeScript: [2554, 2555, 2345, 2322] },
    hasSuggestions: true,
    messages,
    schema: [],
  },
  create(context, { names, sourceCode, resolver }) {
    const isFreeUndefined = (node: TSESTree.Identifier): boolean => !resolver.isBoundAt(node, "undefined");

    /** A suggestion that passes a placeholder for each missing required argument, before the call's closing `)`. */
    function addMissing(node: TSESTree.CallExpression, operation: Operation, min: number): TSESLint.SuggestionReportDescriptor<MessageIds> {
      const missing = operation.params.slice(node.arguments.length, min);
      const values = missing.map((param) => placeholder(names.catalogue, param.type));
      const close = sourceCode.getLastToken(node);
      const before = close ? sourceCode.getTokenBefore(close) : null;
      // `f(a)` gets `, x`; `f()` and `f(a,)` get `x` alone.
      const separator = node.arguments.length === 0 || before?.value === "," ? "" : ", ";
      return {
        messageId: "addMissing",
        data: { params: missing.map((param) => `\`${param.name}\``).join(", "), values: values.join(", ") },
        fix: (fixer) => (close ? fixer.insertTextBefore(close, `${separator}${values.join(", ")}`) : null),
      };
    }

    return {
      CallExpression(node) {
        const ref = resolver.resolve(node.callee);
        if (ref?.kind !== "operation") return;
        const operation = ref.operation;
        // The callee's text and the signature only go into messages: most calls are fine, so spell them out on a report.
        let spelt: { callee: string; signature: string } | undefined;
        const words = (): { callee: string; signature: string } =>
          (spelt ??= { callee: sourceCode.getText(node.callee), signature: tsSignature(names.catalogue, operation) });
        const args = node.arguments;
        const spread = args.findIndex((a) => a.type === AST_NODE_TYPES.SpreadElement);
        const { min, max } = arity(operation);
        const checked = spread === -1 ? args.length : spread;
        if (spread === -1 && args.length < min) {
          context.report({
            node,
            messageId: "tooFew",
            data: { ...words(), expected: expectedCount(min, max), actual: String(args.length) },
            suggest: [addMissing(node, operation, min)],
          });
        }
        if (args.length > max && (spread === -1 || spread >= max)) {
          const first = args[max];
          const last = args[args.length - 1];
          if (first && last) {
            const previous = max > 0 ? args[max - 1] : undefined;
            context.report({
              node: first,
              messageId: "tooMany",
              data: { ...words(), expected: expectedCount(min, max), actual: String(args.length) },
              suggest: [{
                messageId: "removeExtra",
                data: { plural: args.length - max === 1 ? "" : "s" },
                fix: (fixer) => fixer.removeRange([previous ? previous.range[1] : first.range[0], last.range[1]]),
              }],
            });
          }
        }
        for (let i = 0; i < Math.min(checked, max); i++) {
          const arg = args[i];
          const param = operation.params[i];
          if (!arg || !param) continue;
          for (const found of mismatches(names.catalogue, arg, param.type, param.name, isFreeUndefined)) {
            const index = String(i + 1);
            if (found.kind === "type") {
              const value = found.replacement;
              context.report({
                node: found.node,
                messageId: "wrongType",
                data: { index, ...words(), param: found.path, expected: found.expected, actual: found.actual },
                suggest: value === undefined ? [] : [{ messageId: "useValue", data: { value }, fix: (fixer) => fixer.replaceText(found.node, value) }],
              });
            } else if (found.kind === "unknownField") {
              const key = found.node;
              const shorthand = key.parent?.type === AST_NODE_TYPES.Property && key.parent.shorthand;
              context.report({
                node: key,
                messageId: "unknownField",
                data: { field: found.field, type: found.type, index, callee: words().callee, fields: found.fields },
                suggest: found.candidates.map((field) => ({
                  messageId: "renameField" as const,
                  data: { field },
                  fix: (fixer: TSESLint.RuleFixer) => fixer.replaceText(key, shorthand ? `${field}: ${found.field}` : field),
                })),
              });
            } else {
              context.report({ node: found.node, messageId: "missingField", data: { field: found.field, type: found.type, index, callee: words().callee } });
            }
          }
        }
      },
    };
  },
});
