/**
 * Hover on a gg name in any of the program's spellings: the catalogue's documentation view
 * (signature, summary, operation id, the import line), or the refusal when the grant does not allow it.
 */
import { MarkupKind, type Hover, type HoverParams } from "vscode-languageserver";
import { describeSymbol } from "../analysis/docs.js";
import type { FeatureContext } from "./context.js";
import { toRange } from "./convert.js";

/** Registers `textDocument/hover`. */
export function register(context: FeatureContext): void {
  context.handle("textDocument/hover", async (params: HoverParams): Promise<Hover | null> => {
    const document = context.documents.get(params.textDocument.uri);
    if (!document) return null;
    const language = context.languageOf(document);
    if (language === undefined) return null;
    const { version } = document;
    const offset = document.offsetAt(params.position);
    // The name finder needs ESLint and the rules' resolver: they load with the first hover if the lint has not loaded them.
    const [{ ggNameAt }, { readSyntax }, parse] = await Promise.all([import("../analysis/name-at.js"), import("../analysis/syntax.js"), context.engine.parser()]);
    if (document.version !== version) return null;
    const syntax = readSyntax(document.getText(), language, parse, { offset, completing: false });
    if (!syntax) return null;
    const { catalogue, grant } = context.settings();
    const name = ggNameAt(catalogue, syntax, offset);
    if (!name) return null;
    const text = describeSymbol(catalogue, grant, name.symbol);
    if (text === undefined) return null;
    return { contents: { kind: MarkupKind.Markdown, value: text }, range: toRange(document, name.start, name.end) };
  });
}
