/**
 * `workspace/symbol` over the documentation search: each operation the grant allows, located at its
 * entry in the catalogue file.
 */
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { SymbolKind, type SymbolInformation, type WorkspaceSymbolParams } from "vscode-languageserver";
import { findOperation, jsonValueRanges, search, spell } from "@gg/catalogue";
import { visibleOperations } from "../analysis/docs.js";
import { createLineIndex, type Span } from "../analysis/positions.js";
import type { FeatureContext } from "./context.js";

/** Registers `workspace/symbol`. */
export function register(context: FeatureContext): void {
  let located: { generation: number; uri: string; spans: Map<string, Span> } | undefined;

  // The catalogue file is read once per settings generation, only to point at each operation's entry.
  function locations(): { uri: string; spans: Map<string, Span> } | undefined {
    const settings = context.settings();
    if (located?.generation === settings.generation) return located;
    const file = settings.catalogueFile;
    if (file === undefined) return undefined;
    try {
      const text = readFileSync(file, "utf8");
      const index = createLineIndex(text);
      // Each entry's `id` by its JSON path, as the parser found it (a text search would find the id's first mention,
      // which may be inside another entry's summary).
      const ranges = jsonValueRanges(text);
      const spans = new Map<string, Span>();
      settings.catalogue.operations.forEach((operation, i) => {
        const at = ranges?.get(`operations[${i}].id`);
        if (at) spans.set(operation.id, { start: index.positionAt(at.start), end: index.positionAt(at.end) });
      });
      located = { generation: settings.generation, uri: pathToFileURL(file).href, spans };
      return located;
    } catch {
      return undefined;
    }
  }

  context.handle("workspace/symbol", (params: WorkspaceSymbolParams): SymbolInformation[] => {
    const { catalogue, grant } = context.settings();
    const where = locations();
    const query = params.query.trim();
    const operations =
      query === ""
        ? visibleOperations(catalogue, grant)
        : search(catalogue, query, grant, { arm: "typescript" }).flatMap((hit) => findOperation(catalogue, hit.id) ?? []);
    const start = { line: 0, character: 0 };
    return operations.map((operation) => ({
      name: spell(operation, "typescript").qualified,
      kind: SymbolKind.Function,
      containerName: `gg.${operation.namespace}`,
      location: { uri: where?.uri ?? "gg:catalogue", range: where?.spans.get(operation.id) ?? { start, end: start } },
    }));
  });
}

