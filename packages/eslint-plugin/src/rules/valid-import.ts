import { closest, ggPathOf, memberOf, SDK, type GgNames } from "@gg/catalogue";
import { AST_NODE_TYPES, type TSESLint, type TSESTree } from "@typescript-eslint/utils";
import { createCatalogueRule } from "../util/catalogue-rule.js";
import { didYouMeanOrList } from "../util/did-you-mean.js";
import { replaceIdentifier } from "../util/fixes.js";
import type { Resolver } from "../util/resolve.js";

/** Every text this rule shows a person (placeholders are filled from the catalogue; no operation name is written here). */
const messages = {
  defaultImport: "\"gg\" has no default export: write `import * as {{local}} from \"gg\"`, or import its namespaces by name (`{{example}}`).",
  subpath: "\"{{source}}\" is not a module: gg is one module, \"gg\"; write `{{example}}`.",
  requireCall: "`require(\"{{source}}\")` does not load gg: write `{{example}}`.",
  dynamicImport: "`import(\"{{source}}\")` does not load gg: write `{{example}}` at the top of the program.",
  notExportedMember: "\"gg\" does not export `{{name}}`: it is `{{shortened}}`; import `{{namespace}}` and use `{{shortened}}`.",
  notExported: "\"gg\" does not export `{{name}}`{{didYouMean}}",
  useNamespaceImport: "Import `{{namespace}}` and use `{{shortened}}`.",
  useExport: "Import `{{name}}` instead.",
  useNamespaceSpecifier: "Write `import * as {{local}} from \"gg\"`.",
  useGgSource: "Import from \"gg\".",
  useImportLine: "Write `{{example}}`.",
  typeInJavaScript: "`{{name}}` is a type of \"gg\": in JavaScript this import has no value to link, so the program never loads; name the type in a JSDoc comment (`import(\"gg\").{{name}}`).",
  removeTypeImport: "Remove the import of `{{name}}`.",
} as const;

/** This rule's options: none. */
export type Options = [];
/** This rule's message ids. */
export type MessageIds = keyof typeof messages;

type Fixer = TSESLint.RuleFixer;
type Fix = TSESLint.RuleFix;

/** The name a specifier imports (`imported` may be a string literal: `import { "files" as f }`). */
function importedName(specifier: TSESTree.ImportSpecifier | TSESTree.ExportSpecifier, side: "imported" | "local"): string {
  const node = side === "imported" && specifier.type === AST_NODE_TYPES.ImportSpecifier ? specifier.imported : specifier.local;
  return node.type === AST_NODE_TYPES.Identifier ? node.name : String(node.value);
}

function isGgSubpath(source: string): boolean {
  return source.startsWith("gg/");
}

/** Removes one specifier from `import { a, b, c }`, with its comma. */
function removeSpecifier(fixer: Fixer, sourceCode: Readonly<TSESLint.SourceCode>, specifier: TSESTree.ImportSpecifier): Fix {
  const after = sourceCode.getTokenAfter(specifier);
  // With the comma after it, and the space up to the next name: `{ a, b }` → `{ b }`.
  if (after?.value === ",") return fixer.removeRange([specifier.range[0], sourceCode.getTokenAfter(after)?.range[0] ?? after.range[1]]);
  const before = sourceCode.getTokenBefore(specifier);
  return fixer.removeRange([before?.value === "," ? before.range[0] : specifier.range[0], specifier.range[1]]);
}

/** Rewrites every use of an imported binding to `text`, or undefined when some use would then mean something else. */
function rewriteUses(
  fixer: Fixer,
  sourceCode: Readonly<TSESLint.SourceCode>,
  resolver: Resolver,
  specifier: TSESTree.ImportSpecifier,
  head: string,
  text: string,
): Fix[] | undefined {
  const fixes: Fix[] = [];
  for (const variable of sourceCode.getDeclaredVariables(specifier)) {
    for (const reference of variable.references) {
      const identifier = reference.identifier;
      if (identifier.type !== AST_NODE_TYPES.Identifier) return undefined;
      const bound = resolver.lookup(identifier, head);
      if (resolver.isBoundAt(identifier, head) && !(bound?.kind === "namespace" && bound.namespace === head)) return undefined;
      if (identifier.parent?.type === AST_NODE_TYPES.ExportSpecifier) return undefined;
      fixes.push(replaceIdentifier(fixer, identifier, text));
    }
  }
  return fixes;
}

function exampleLine(names: GgNames, wanted: readonly string[]): string {
  const picked = wanted.filter((name) => names.moduleExports.has(name));
  const shown = picked.length > 0 ? picked : names.catalogue.namespaces.slice(0, 1);
  return `import { ${shown.join(", ")} } from "gg";`;
}

export default createCatalogueRule<MessageIds>({
  name: "valid-import",
  meta: {
    type: "problem",
    docs: { description: "Require gg to be imported only as `import { <namespace> } from \"gg\"` or `import * as gg from \"gg\"`", recommended: true, duplicatesTypeScript: [2305, 2307, 2614, 2724, 1192, 2792, 18042], duplicatesChecker: ["GG1001", "GG1007"] },
    hasSuggestions: true,
    messages,
    schema: [],
  },
  create(context, { names, sourceCode, resolver }) {
    // JavaScript has no type-only imports: a type of "gg" imported there has no value to link.
    const javascript = /\.[cm]?js$/i.test(context.filename);

    function checkSpecifier(declaration: TSESTree.ImportDeclaration, specifier: TSESTree.ImportSpecifier): void {
      const name = importedName(specifier, "imported");
      if (names.moduleExports.has(name)) {
        const ref = memberOf(names, names.root, name);
        const typeOnly = ref?.kind === "type" || (ref?.kind === "sdk" && ref.name !== SDK.failure);
        if (javascript && typeOnly) {
          context.report({
            node: specifier,
            messageId: "typeInJavaScript",
            data: { name },
            suggest: [{ messageId: "removeTypeImport", data: { name }, fix: (fixer) => (declaration.specifiers.length > 1 ? removeSpecifier(fixer, sourceCode, specifier) : fixer.remove(declaration)) }],
          });
        }
        return;
      }
      // A member of a namespace (`readFile`, `DirEntry`) imported as if "gg" exported it.
      const [namespace, member] = names.unqualified.get(name)?.map(ggPathOf).find((path) => path.length === 2) ?? [];
      if (namespace !== undefined && member !== undefined) {
        const shortened = `${namespace}.${member}`;
        const alreadyImported = declaration.specifiers.some(
          (s) => s !== specifier && s.type === AST_NODE_TYPES.ImportSpecifier && importedName(s, "imported") === namespace && importedName(s, "local") === namespace,
        );
        const free = alreadyImported || !resolver.isBoundAt(declaration, namespace);
        context.report({
          node: specifier,
          messageId: "notExportedMember",
          data: { name, shortened, namespace },
          suggest: free
            ? [{
                messageId: "useNamespaceImport",
                data: { namespace, shortened },
                fix: (fixer) => {
                  const uses = rewriteUses(fixer, sourceCode, resolver, specifier, namespace, shortened);
                  if (!uses) return null;
                  const head = alreadyImported ? removeSpecifier(fixer, sourceCode, specifier) : fixer.replaceText(specifier, namespace);
                  return [head, ...uses];
                },
              }]
            : [],
        });
        return;
      }
      const candidates = closest(name, names.moduleExports);
      const local = importedName(specifier, "local");
      context.report({
        node: specifier,
        messageId: "notExported",
        data: { name, didYouMean: didYouMeanOrList(candidates, [...names.moduleExports], "it exports") },
        suggest: candidates.map((candidate) => ({
          messageId: "useExport" as const,
          data: { name: candidate },
          fix: (fixer: Fixer) => {
            if (local !== name) return fixer.replaceText(specifier.imported, candidate);
            const uses = rewriteUses(fixer, sourceCode, resolver, specifier, candidate, candidate);
            return uses ? [fixer.replaceText(specifier, candidate), ...uses] : null;
          },
        })),
      });
    }

    function checkDeclaration(node: TSESTree.ImportDeclaration): void {
      const source = node.source.value;
      if (isGgSubpath(source)) {
        const head = source.slice(3).split("/")[0] ?? "";
        const wanted = names.namespaces.has(head) ? [head] : [];
        // Only when every name it imports is one "gg" exports does pointing it at "gg" keep its meaning.
        const named = node.specifiers.every((s) => s.type === AST_NODE_TYPES.ImportSpecifier && names.moduleExports.has(importedName(s, "imported")));
        context.report({
          node: node.source,
          messageId: "subpath",
          data: { source, example: exampleLine(names, wanted) },
          suggest: named && node.specifiers.length > 0
            ? [{ messageId: "useGgSource", fix: (fixer) => fixer.replaceText(node.source, `${sourceCode.getText(node.source)[0] ?? '"'}gg${sourceCode.getText(node.source)[0] ?? '"'}`) }]
            : [],
        });
        return;
      }
      if (source !== "gg") return;
      for (const specifier of node.specifiers) {
        if (specifier.type === AST_NODE_TYPES.ImportDefaultSpecifier) {
          const local = specifier.local.name;
          context.report({
            node: specifier,
            messageId: "defaultImport",
            data: { local, example: exampleLine(names, []) },
            suggest: node.specifiers.length === 1
              ? [{ messageId: "useNamespaceSpecifier", data: { local }, fix: (fixer) => fixer.replaceText(specifier, `* as ${local}`) }]
              : [],
          });
        } else if (specifier.type === AST_NODE_TYPES.ImportSpecifier) {
          checkSpecifier(node, specifier);
        }
      }
    }

    /** `const x = require("gg")` / `const { files } = require("gg")` alone at the top of a module: the import line that replaces it. */
    function requireReplacement(call: TSESTree.CallExpression): { declaration: TSESTree.VariableDeclaration; line: string } | undefined {
      const declarator = call.parent;
      const declaration = declarator?.parent;
      if (declarator?.type !== AST_NODE_TYPES.VariableDeclarator || declarator.init !== call) return undefined;
      if (declaration?.type !== AST_NODE_TYPES.VariableDeclaration || declaration.kind !== "const" || declaration.declarations.length !== 1) return undefined;
      if (declaration.parent?.type !== AST_NODE_TYPES.Program || sourceCode.ast.sourceType !== "module") return undefined;
      if (declarator.id.type === AST_NODE_TYPES.Identifier && !declarator.id.typeAnnotation) {
        return { declaration, line: `import * as ${declarator.id.name} from "gg";` };
      }
      if (declarator.id.type !== AST_NODE_TYPES.ObjectPattern || declarator.id.typeAnnotation) return undefined;
      const parts: string[] = [];
      for (const property of declarator.id.properties) {
        if (property.type !== AST_NODE_TYPES.Property || property.computed || property.key.type !== AST_NODE_TYPES.Identifier) return undefined;
        if (property.value.type !== AST_NODE_TYPES.Identifier || !names.moduleExports.has(property.key.name)) return undefined;
        parts.push(property.key.name === property.value.name ? property.key.name : `${property.key.name} as ${property.value.name}`);
      }
      return parts.length > 0 ? { declaration, line: `import { ${parts.join(", ")} } from "gg";` } : undefined;
    }

    function requireExample(call: TSESTree.Node): string {
      const parent = call.parent;
      if (parent?.type === AST_NODE_TYPES.VariableDeclarator && parent.init === call) {
        if (parent.id.type === AST_NODE_TYPES.Identifier) return `import * as ${parent.id.name} from "gg";`;
        if (parent.id.type === AST_NODE_TYPES.ObjectPattern) {
          const wanted = parent.id.properties.flatMap((p) =>
            p.type === AST_NODE_TYPES.Property && !p.computed && p.key.type === AST_NODE_TYPES.Identifier ? [p.key.name] : [],
          );
          return exampleLine(names, wanted);
        }
      }
      return exampleLine(names, []);
    }

    function stringOf(node: TSESTree.Node | undefined): string | undefined {
      if (node?.type === AST_NODE_TYPES.Literal && typeof node.value === "string") return node.value;
      if (node?.type === AST_NODE_TYPES.TemplateLiteral && node.expressions.length === 0) return node.quasis[0]?.value.cooked ?? undefined;
      return undefined;
    }

    const isGg = (source: string | undefined): source is string => source === "gg" || (source !== undefined && isGgSubpath(source));

    return {
      ImportDeclaration: checkDeclaration,
      "ExportAllDeclaration, ExportNamedDeclaration"(node: TSESTree.ExportAllDeclaration | TSESTree.ExportNamedDeclaration) {
        const source = node.source?.value;
        if (source === undefined || !isGgSubpath(source) || !node.source) return;
        const head = source.slice(3).split("/")[0] ?? "";
        context.report({ node: node.source, messageId: "subpath", data: { source, example: exampleLine(names, names.namespaces.has(head) ? [head] : []) } });
      },
      ImportExpression(node) {
        const source = stringOf(node.source);
        if (isGg(source)) context.report({ node, messageId: "dynamicImport", data: { source, example: exampleLine(names, []) } });
      },
      CallExpression(node) {
        if (node.callee.type !== AST_NODE_TYPES.Identifier || node.callee.name !== "require") return;
        if (resolver.isBoundAt(node.callee, "require")) return;
        const source = stringOf(node.arguments[0]);
        if (!isGg(source)) return;
        const replacement = source === "gg" ? requireReplacement(node) : undefined;
        context.report({
          node,
          messageId: "requireCall",
          data: { source, example: replacement?.line ?? requireExample(node) },
          suggest: replacement
            ? [{ messageId: "useImportLine", data: { example: replacement.line }, fix: (fixer) => fixer.replaceText(replacement.declaration, replacement.line) }]
            : [],
        });
      },
      TSImportEqualsDeclaration(node) {
        const reference = node.moduleReference;
        if (reference.type !== AST_NODE_TYPES.TSExternalModuleReference) return;
        const source = stringOf(reference.expression);
        if (!isGg(source)) return;
        const line = `import * as ${node.id.name} from "gg";`;
        const whole = source === "gg" && node.importKind !== "type" && node.parent?.type === AST_NODE_TYPES.Program;
        context.report({
          node: reference,
          messageId: "requireCall",
          data: { source, example: line },
          suggest: whole ? [{ messageId: "useImportLine", data: { example: line }, fix: (fixer) => fixer.replaceText(node, line) }] : [],
        });
      },
    };
  },
});
