/**
 * Hover on a gg name in any of the program's spellings: the catalogue's documentation view
 * (signature, summary, operation id, the import line), or the refusal when the grant does not allow it.
 */
import { MarkupKind, type Hover, type HoverParams } from "vscode-languageserver";
import { describeSymbol } from "../analysis/docs.js";
import type { FeatureContext } from "./context.js";
import { toRange } from "./convert.js";
import { syntaxAt } from "./syntax-at.js";

/** Registers `textDocument/hover`. */
export function register(context: FeatureContext): void {
  context.handle("textDocument/hover", async (params: HoverParams): Promise<Hover | null> => {
    const at = await syntaxAt(context, params, false, () => import("../analysis/name-at.js"));
    if (!at) return null;
    const { document, offset, syntax, loaded: { ggNameAt } } = at;
    const { catalogue, grant } = context.settings();
    const name = ggNameAt(catalogue, syntax, offset);
    if (!name) return null;
    const text = describeSymbol(catalogue, grant, name.symbol);
    if (text === undefined) return null;
    return { contents: { kind: MarkupKind.Markdown, value: text }, range: toRange(document, name.start, name.end) };
  });
}
