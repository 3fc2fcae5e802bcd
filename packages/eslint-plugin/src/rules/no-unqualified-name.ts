import { ggPathOf, namespaceImportLine, type GgName } from "@gg/catalogue";
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { armOf } from "../util/arm.js";
import { createCatalogueRule } from "../util/catalogue-rule.js";
import { addGgImport, cannotQualify, replaceIdentifier, rootNameAt } from "../util/fixes.js";
import { freeReferences } from "../util/free-references.js";

/** Every text this rule shows a person (placeholders are filled from the catalogue; no operation name is written here). */
const messages = {
  unqualifiedNamespace: "`{{name}}` is not in scope: write `{{importLine}}`, or use `{{qualified}}`.",
  unqualifiedMember: "`{{name}}` is not in scope: it is `{{qualified}}`; write `{{importLine}}` and use `{{shortened}}`, or use `{{qualified}}`.",
  unqualifiedRoot: "`{{name}}` is not in scope: write `{{importLine}}`, or use `{{qualified}}`.",
  addImport: "Add `{{importLine}}`{{andUse}}.",
  qualify: "Use `{{qualified}}`.",
  useShortened: "Use `{{shortened}}` (the program already imports `{{namespace}}`).",
} as const;

/** This rule's options: none. */
export type Options = [];
/** This rule's message ids. */
export type MessageIds = keyof typeof messages;

// In running text the import line is quoted without its semicolon, as the checker quotes it.
const bare = (line: string): string => line.replace(/;$/, "");

type Suggestion = TSESLint.SuggestionReportDescriptor<MessageIds>;

export default createCatalogueRule<MessageIds>({
  name: "no-unqualified-name",
  meta: {
    type: "problem",
    docs: { description: "Require every unqualified gg name to be bound by an import line the program wrote", recommended: true, duplicatesTypeScript: [2304, 2552, 2503, 2686, 2708] },
    hasSuggestions: true,
    messages,
    schema: [],
  },
  create(context, { names, sourceCode, resolver }) {
    const arm = armOf(context.filename);

    function suggestions(identifier: TSESTree.Identifier, home: GgName): Suggestion[] {
      const program = sourceCode.ast;
      const root = cannotQualify(identifier) ? undefined : rootNameAt(resolver, program, identifier);
      const out: Suggestion[] = [];
      // A name at gg itself (a namespace, a gg-level type, an SDK name) or a member of a namespace.
      const [first, second] = ggPathOf(home);
      if (first === undefined) return out;
      if (second === undefined) {
        const name = first;
        const importLine = home.kind === "namespace" ? namespaceImportLine(name, arm) : `import { ${name} } from "gg";`;
        if (program.sourceType === "module") {
          out.push({ messageId: "addImport", data: { importLine, andUse: "" }, fix: (fixer) => addGgImport(fixer, sourceCode, name) });
        }
        if (root !== undefined) {
          const qualified = `${root}.${name}`;
          out.push({ messageId: "qualify", data: { qualified }, fix: (fixer) => replaceIdentifier(fixer, identifier, qualified) });
        }
        return out;
      }
      const namespace = first;
      const shortened = `${namespace}.${second}`;
      const bound = resolver.lookup(identifier, namespace);
      const alreadyImported = bound?.kind === "namespace" && bound.namespace === namespace;
      if (program.sourceType === "module" && !cannotQualify(identifier) && (alreadyImported || !resolver.isBoundAt(identifier, namespace))) {
        const importLine = namespaceImportLine(namespace, arm);
        if (alreadyImported) {
          out.push({ messageId: "useShortened", data: { shortened, namespace }, fix: (fixer) => replaceIdentifier(fixer, identifier, shortened) });
        } else {
          out.push({
            messageId: "addImport",
            data: { importLine, andUse: ` and use \`${shortened}\`` },
            fix: (fixer) => {
              const add = addGgImport(fixer, sourceCode, namespace);
              return add ? [add, replaceIdentifier(fixer, identifier, shortened)] : null;
            },
          });
        }
      }
      if (root !== undefined) {
        const qualified = `${root}.${shortened}`;
        out.push({ messageId: "qualify", data: { qualified }, fix: (fixer) => replaceIdentifier(fixer, identifier, qualified) });
      }
      return out;
    }

    return {
      "Program:exit"() {
        for (const reference of freeReferences(sourceCode.scopeManager as TSESLint.Scope.ScopeManager | null)) {
          const identifier = reference.identifier;
          if (identifier.type !== "Identifier") continue;
          // Assigning an undeclared name creates it (sloppy JavaScript); that is not reaching for gg.
          if (reference.isWrite() && !reference.isRead()) continue;
          const homes = names.unqualified.get(identifier.name);
          const home = homes?.[0];
          if (!homes || !home) continue;
          const suggest = homes.flatMap((h) => suggestions(identifier, h));
          const [namespace, member] = ggPathOf(home);
          if (home.kind === "namespace") {
            context.report({
              node: identifier,
              messageId: "unqualifiedNamespace",
              data: { name: identifier.name, importLine: bare(namespaceImportLine(home.namespace, arm)), qualified: `gg.${home.namespace}` },
              suggest,
            });
          } else if (namespace === undefined || member === undefined) {
            context.report({
              node: identifier,
              messageId: "unqualifiedRoot",
              data: { name: identifier.name, importLine: `import { ${identifier.name} } from "gg"`, qualified: `gg.${identifier.name}` },
              suggest,
            });
          } else {
            context.report({
              node: identifier,
              messageId: "unqualifiedMember",
              data: {
                name: identifier.name,
                qualified: `gg.${namespace}.${identifier.name}`,
                importLine: bare(namespaceImportLine(namespace, arm)),
                shortened: `${namespace}.${identifier.name}`,
              },
              suggest,
            });
          }
        }
      },
    };
  },
});
