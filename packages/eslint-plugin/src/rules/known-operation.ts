import { closest, memberOf, membersOf, tsFunctionName, type GgName } from "@gg/catalogue";
import { AST_NODE_TYPES, type TSESLint, type TSESTree } from "@typescript-eslint/utils";
import { createCatalogueRule } from "../util/catalogue-rule.js";
import { didYouMeanOrList } from "../util/did-you-mean.js";
import { staticMemberName } from "../util/resolve.js";
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
/** A value members are read from: what gg name it is, and how the program wrote it. */
type PatternSource = { readonly ref: GgName | undefined; readonly text: () => string };

/** The name a destructuring property reads: an identifier key or a string literal one, not a computed key. */
function propertyName(property: TSESTree.Property): string | undefined {
  const key = property.key;
  if (!property.computed && key.type === AST_NODE_TYPES.Identifier) return key.name;
  return key.type === AST_NODE_TYPES.Literal && typeof key.value === "string" ? key.value : undefined;
}

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

    /**
     * What an object pattern takes apart: a declaration's initialiser, an assignment's right side, a parameter's
     * default, or — nested (`const { files: { readFle } } = gg`) — a member of the outer pattern's value.
     */
    function patternSource(pattern: TSESTree.Node): PatternSource | undefined {
      const parent = pattern.parent;
      if (parent === undefined) return undefined;
      if (parent.type === AST_NODE_TYPES.AssignmentPattern && parent.left === pattern) {
        // `{ files: { readFle } = {} }`: the default stands in only for a member that is missing.
        if (parent.parent?.type === AST_NODE_TYPES.Property) return patternSource(parent);
        return fromNode(parent.right);
      }
      if (parent.type === AST_NODE_TYPES.VariableDeclarator && parent.id === pattern) return parent.init ? fromNode(parent.init) : undefined;
      if (parent.type === AST_NODE_TYPES.AssignmentExpression && parent.left === pattern) return fromNode(parent.right);
      if (parent.type === AST_NODE_TYPES.Property && parent.value === pattern && parent.parent?.type === AST_NODE_TYPES.ObjectPattern) {
        const outer = patternSource(parent.parent);
        const key = propertyName(parent);
        if (outer === undefined || key === undefined) return undefined;
        return { ref: outer.ref && memberOf(names, outer.ref, key), text: () => `${outer.text()}.${key}` };
      }
      return undefined;
    }

    function fromNode(node: TSESTree.Node): PatternSource {
      return { ref: resolver.resolve(node), text: () => sourceCode.getText(node) };
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
        const source = patternSource(node);
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
