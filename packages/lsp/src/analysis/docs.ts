/**
 * The markdown a hover shows for each kind of gg name. Operations use the catalogue's own
 * documentation view (filtered by the grant); namespaces, types and the SDK's declarations are
 * described from the same catalogue.
 */
import {
  isGranted,
  namesOf,
  namespaceImportLine,
  SDK,
  tsFunctionName,
  tsQualifiedTypeName,
  tsSignature,
  tsTypeName,
  tsTypeDeclaration,
  view,
  type Catalogue,
  type GgName,
  type Grant,
  type Operation,
  type SdkName,
  type TypeDef,
} from "@gg/catalogue";
import { failureCodeDoc, failureDoc, importHeading, operationKeyDoc, rootTitle } from "../messages.js";

const ARM = "typescript";

/** Operations the grant allows (all of them without a grant): the discovery surface. */
export function visibleOperations(catalogue: Catalogue, grant: Grant | undefined): Operation[] {
  return catalogue.operations.filter((operation) => grant === undefined || isGranted(operation, grant));
}

/** Namespaces with at least one visible operation, in catalogue order. */
export function visibleNamespaces(catalogue: Catalogue, grant: Grant | undefined): string[] {
  const operations = visibleOperations(catalogue, grant);
  return catalogue.namespaces.filter((namespace) => operations.some((operation) => operation.namespace === namespace));
}

/** Markdown describing a gg name, or undefined when there is nothing to show. */
export function describeSymbol(catalogue: Catalogue, grant: Grant | undefined, symbol: GgName): string | undefined {
  switch (symbol.kind) {
    case "root":
      return [rootTitle, ...visibleNamespaces(catalogue, grant).map((namespace) => `- \`gg.${namespace}\``)].join("\n");
    case "namespace":
      return describeNamespace(catalogue, grant, symbol.namespace);
    case "operation": {
      const result = view(catalogue, symbol.operation.id, grant, ARM);
      if (result.ok) return result.view.text;
      if ("refusal" in result) return result.refusal.message;
      return undefined;
    }
    case "type":
      return describeType(catalogue, symbol.type);
    case "sdk":
      return describeSdk(catalogue, grant, symbol.name);
  }
}

function describeNamespace(catalogue: Catalogue, grant: Grant | undefined, namespace: string): string {
  const lines = [`\`\`\`ts\nnamespace gg.${namespace}\n\`\`\``, importHeading, `\`${namespaceImportLine(namespace, ARM)}\``, ""];
  for (const operation of visibleOperations(catalogue, grant).filter((op) => op.namespace === namespace)) {
    lines.push(`- \`${tsSignature(catalogue, operation)}\` — ${operation.summary}`);
  }
  const types = namesOf(catalogue).typesByHome.get(namespace) ?? [];
  if (types.length > 0) lines.push("", types.map((type) => `\`${tsTypeName(type.name)}\``).join(", "));
  return lines.join("\n");
}

function describeType(catalogue: Catalogue, type: TypeDef): string {
  const qualified = tsQualifiedTypeName(catalogue, type.name);
  const home = qualified.split(".").slice(1, -1)[0];
  // The declaration opens with its qualified name as a comment (`// gg.files.DirEntry`).
  const lines = [`\`\`\`ts\n${tsTypeDeclaration(catalogue, type.name)}\n\`\`\``];
  if (home !== undefined) lines.push(importHeading, `\`${namespaceImportLine(home, ARM)}\``);
  return lines.join("\n");
}

function describeSdk(catalogue: Catalogue, grant: Grant | undefined, name: SdkName): string {
  if (name === SDK.failure) {
    return [
      `\`\`\`ts\nclass gg.${SDK.failure} extends Error {\n  readonly code: gg.${SDK.failureCode};\n  readonly operation: gg.${SDK.operationKey};\n}\n\`\`\``,
      failureDoc,
      importHeading,
      `\`${namespaceImportLine(name, ARM)}\``,
    ].join("\n");
  }
  if (name === SDK.failureCode) {
    const union = catalogue.failureCodes.map((code) => JSON.stringify(code)).join(" | ");
    return `\`\`\`ts\ntype gg.${SDK.failureCode} = ${union};\n\`\`\`\n${failureCodeDoc}`;
  }
  const keys = visibleOperations(catalogue, grant).map((operation) => JSON.stringify(operation.key));
  return `\`\`\`ts\ntype gg.${SDK.operationKey} = ${keys.join(" | ")};\n\`\`\`\n${operationKeyDoc}`;
}

/** The TypeScript name of an operation's function. */
export function functionName(operation: Operation): string {
  return tsFunctionName(operation.key);
}
