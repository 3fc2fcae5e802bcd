/**
 * What hover and completion both start from: the open document a position request names, and its syntax read at that
 * position — or nothing, when the document is not open, not a gg program, unreadable, or edited while the parser
 * loaded.
 */
import type { TextDocumentPositionParams } from "vscode-languageserver";
import type { TextDocument } from "vscode-languageserver-textdocument";
import type { DocumentSyntax } from "../analysis/syntax.js";
import type { FeatureContext } from "./context.js";

/** A document read at one position, with what the feature loaded beside its parser. */
export interface SyntaxAt<T> {
  readonly document: TextDocument;
  readonly text: string;
  readonly offset: number;
  readonly syntax: DocumentSyntax;
  readonly loaded: T;
}

/**
 * Reads the document of `params` at its position (`completing`: the text is being typed there). `load` brings the
 * feature's own module; it loads with the parser, so both are in before the document's version is checked.
 */
export async function syntaxAt<T>(context: FeatureContext, params: TextDocumentPositionParams, completing: boolean, load: () => Promise<T>): Promise<SyntaxAt<T> | undefined> {
  const document = context.documents.get(params.textDocument.uri);
  if (!document) return undefined;
  const language = context.languageOf(document);
  if (language === undefined) return undefined;
  const { version } = document;
  const offset = document.offsetAt(params.position);
  // The syntax needs ESLint's parser and the rules' resolver: they load with the first such request if the lint has not loaded them.
  const [loaded, { readSyntax }, parse] = await Promise.all([load(), import("../analysis/syntax.js"), context.engine.parser()]);
  if (document.version !== version) return undefined;
  const text = document.getText();
  const syntax = readSyntax(text, language, parse, { offset, completing });
  return syntax && { document, text, offset, syntax, loaded };
}
