/**
 * Completion from the catalogue: members after `gg.` and after a namespace (however it is spelled),
 * names inside `import { … } from "gg"`, and keys or codes in strings compared with a failure's fields.
 * With a grant configured only what it allows is offered: the discovery surface is the grant's.
 */
import {
  CompletionItemKind,
  MarkupKind,
  type CompletionItem,
  type CompletionList,
  type CompletionParams,
  type Range,
} from "vscode-languageserver";
import { namesOf, qualifiedGgName, SDK, tsSignature, tsTypeName, type Catalogue, type Grant, type SdkName } from "@gg/catalogue";
import type { CompletionSite } from "../analysis/completion-site.js";
import { describeSymbol, functionName, visibleNamespaces, visibleOperations } from "../analysis/docs.js";
import { namespaceDetail } from "../messages.js";
import type { FeatureContext } from "./context.js";
import { toRange } from "./convert.js";
import { syntaxAt } from "./syntax-at.js";

/** Registers `textDocument/completion`. */
export function register(context: FeatureContext): void {
  context.handle("textDocument/completion", async (params: CompletionParams): Promise<CompletionList | null> => {
    const at = await syntaxAt(context, params, true, () => import("../analysis/completion-site.js"));
    if (!at) return null;
    const { document, text, offset, syntax, loaded: { completionSiteAt } } = at;
    const { catalogue, grant } = context.settings();
    const site = completionSiteAt(catalogue, syntax, text, offset);
    if (!site) return null;
    const range = toRange(document, site.start, site.end);
    return { isIncomplete: false, items: itemsFor(catalogue, grant, site, range) };
  });
}

function itemsFor(catalogue: Catalogue, grant: Grant | undefined, site: CompletionSite, range: Range): CompletionItem[] {
  const names = namesOf(catalogue);
  const item = (label: string, kind: CompletionItemKind, detail: string, documentation?: string): CompletionItem => ({
    label,
    kind,
    detail,
    textEdit: { range, newText: label },
    ...(documentation === undefined ? {} : { documentation: { kind: MarkupKind.Markdown, value: documentation } }),
  });
  const typeItems = (home: string | undefined): CompletionItem[] =>
    (names.typesByHome.get(home) ?? []).flatMap((type) => {
      const ref = names.types.get(tsTypeName(type.name));
      return ref ? [item(tsTypeName(type.name), CompletionItemKind.Interface, qualifiedGgName(ref), describeSymbol(catalogue, grant, ref))] : [];
    });
  const sdkItem = (name: SdkName, kind: CompletionItemKind, documented: boolean): CompletionItem[] => {
    const ref = names.sdk.get(name);
    return ref ? [item(name, kind, qualifiedGgName(ref), documented ? describeSymbol(catalogue, grant, ref) : undefined)] : [];
  };
  const rootItems = (): CompletionItem[] => [
    ...visibleNamespaces(catalogue, grant).map((namespace) =>
      item(
        namespace,
        CompletionItemKind.Module,
        namespaceDetail(visibleOperations(catalogue, grant).filter((operation) => operation.namespace === namespace).length),
        describeSymbol(catalogue, grant, names.namespaces.get(namespace) ?? names.root),
      ),
    ),
    ...sdkItem(SDK.failure, CompletionItemKind.Class, true),
    ...sdkItem(SDK.failureCode, CompletionItemKind.TypeParameter, false),
    ...sdkItem(SDK.operationKey, CompletionItemKind.TypeParameter, false),
    ...typeItems(undefined),
  ];

  switch (site.kind) {
    case "member": {
      const symbol = site.container;
      if (symbol.kind === "root") return rootItems();
      if (symbol.kind !== "namespace") return [];
      const namespace = symbol.namespace;
      return [
        ...visibleOperations(catalogue, grant)
          .filter((operation) => operation.namespace === namespace)
          .flatMap((operation) => {
            const ref = names.operationNames.get(operation);
            return ref ? [item(functionName(operation), CompletionItemKind.Function, tsSignature(catalogue, operation), describeSymbol(catalogue, grant, ref))] : [];
          }),
        ...typeItems(namespace),
      ];
    }
    case "import":
      return rootItems().filter((entry) => !site.present.has(entry.label));
    case "string":
      if (site.field === "code") return catalogue.failureCodes.map((code) => item(code, CompletionItemKind.EnumMember, `gg.${SDK.failureCode}`));
      return visibleOperations(catalogue, grant).map((operation) =>
        item(operation.key, CompletionItemKind.EnumMember, `${operation.id} — gg.${operation.namespace}.${functionName(operation)}`),
      );
  }
}
