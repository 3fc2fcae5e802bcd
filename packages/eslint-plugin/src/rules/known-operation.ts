import { closest, memberOf, membersOf, tsFunctionName, type GgName } from "@gg/catalogue";
import { AST_NODE_TYPES, type TSESLint, type TSESTree } from "@typescript-eslint/utils";
import { createCatalogueRule } from "../util/catalogue-rule.js";
import { didYouMeanOrList } from "../util/did-you-mean.js";
import { staticMemberName } from "../util/resolve.js";
import { patternSource, propertyName, type PatternSource } from "../util/pattern-source.js";
import { valueMembers } from "../util/value-members.js";

/** Every text this rule shows a person (placeholders are filled from the catalogue; no operation name is written here). */
const messages = {
  unknownOperation: "`{{qualified}}` names nothing in the catalogue{{didYouMean}}",
  unknownNamespace: "`{{qualified}}` is not a gg namespace{{didYouMean}}",
  replace: "Use `{{replacement}}`.",
} as const;

/** This rule's options: none. */
export type Options = [];
/** This rule's message ids. */
export type MessageIds = keyof typeof messages;

// A namespace object still answers what every object answers; those are not reaches for an operation.
const OBJECT_MEMBERS: ReadonlySet<string> = new Set(Object.getOwnPropertyNames(Object.prototype));

type Replacement = { readonly text: string; readonly shown: string };
export default createCatalogueRule<MessageIds>({
  name: "known-operation",
  meta: {
    type: "problem",
    docs: { description: "Require every gg member a program names to exist in the catalogue", recommended: true, duplicatesTypeScript: [2339, 2551, 2694, 2724, 2305] },
    hasSuggestions: true,
    messages,
    schema: [],
  },
  create(context, { names, sourceCode, resolver }) {
    /** The names that could have been meant by `name` read from `parent`, as replacement property texts. */
    function candidates(parent: GgName, name: string): Replacement[] {
      if (parent.kind === "namespace") {
        const own = [...membersOf(names, parent).keys()];
        const near = closest(name, own);
        if (near.length > 0) return near.map((n) => ({ text: n, shown: `${parent.namespace}.${n}` }));
        // The right name in the wrong namespace (`files.fetch`): say where it lives.
        const elsewhere = names.catalogue.operations.filter((op) => closest(name, [tsFunctionName(op.key)]).length > 0);
        return elsewhere.slice(0, 3).map((op) => ({ text: "", shown: `gg.${op.namespace}.${tsFunctionName(op.key)}` }));
      }
      const near = closest(name, names.moduleExports).map((n) => ({ text: n, shown: `gg.${n}` }));
      if (near.length > 0) return near;
      // `gg.readFile`: a function named without its namespace.
      const functions = names.catalogue.operations.filter((op) => closest(name, [tsFunctionName(op.key)]).length > 0);
      return functions.slice(0, 3).map((op) => ({ text: `${op.namespace}.${tsFunctionName(op.key)}`, shown: `gg.${op.namespace}.${tsFunctionName(op.key)}` }));
    }

    function check(parentNode: TSESTree.Node, name: string, property: TSESTree.Node, computed: boolean): void {
      checkIn({ ref: resolver.resolve(parentNode), text: () => sourceCode.getText(parentNode) }, name, property, computed);
    }

    // The parent's text goes into the message only: it is read when there is one to report.
    function checkIn(source: PatternSource, name: string, property: TSESTree.Node, computed: boolean): void {
      const parent = source.ref;
      if (parent?.kind !== "root" && parent?.kind !== "namespace") return;
      if (memberOf(names, parent, name) || OBJECT_MEMBERS.has(name)) return;
      const replacements = candidates(parent, name);
      const shown = replacements.map((r) => r.shown);
      const members = valueMembers(names, parent);
      const didYouMean = parent.kind === "namespace"
        ? didYouMeanOrList(shown, members.map((n) => `${parent.namespace}.${n}`), `\`${parent.namespace}\` has`)
        : didYouMeanOrList(shown, members.map((n) => `gg.${n}`), "the namespaces are");
      const shorthand = property.parent?.type === AST_NODE_TYPES.Property && property.parent.shorthand;
      context.report({
        node: property,
        messageId: parent.kind === "namespace" ? "unknownOperation" : "unknownNamespace",
        data: { qualified: `${source.text()}.${name}`, didYouMean },
        suggest: replacements
          .filter((r) => r.text !== "")
          .map((r) => ({
            messageId: "replace" as const,
            data: { replacement: r.shown },
            fix: (fixer: TSESLint.RuleFixer) =>
              fixer.replaceText(property, computed ? JSON.stringify(r.text) : shorthand ? `${r.text}: ${name}` : r.text),
          })),
      });
    }

    return {
      MemberExpression(node) {
        const name = staticMemberName(node);
        if (name === undefined) return;
        check(node.object, name, node.property, node.computed);
      },
      TSQualifiedName(node) {
        check(node.left, node.right.name, node.right, false);
      },
      ObjectPattern(node) {
        const source = patternSource(node, names, resolver, sourceCode);
        if (source === undefined) return;
        for (const property of node.properties) {
          if (property.type !== AST_NODE_TYPES.Property) continue;
          const name = propertyName(property);
          if (name !== undefined) checkIn(source, name, property.key, property.key.type === AST_NODE_TYPES.Literal);
        }
      },
    };
  },
});
