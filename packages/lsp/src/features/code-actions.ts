/**
 * Quick fixes: the lint rules' fixes and suggestions (add the import line, fix an operation key,
 * did-you-mean), each with the diagnostic it resolves attached.
 */
import {
  CodeActionKind,
  TextDocumentEdit,
  type CodeAction,
  type CodeActionParams,
  type Diagnostic,
  type WorkspaceEdit,
} from "vscode-languageserver";
import type { TextDocument } from "vscode-languageserver-textdocument";
import type { Finding, QuickFix } from "../analysis/merge.js";
import { sameSpan, spansOverlap } from "../analysis/positions.js";
import type { FeatureContext } from "./context.js";
import { toDiagnostic, toTextEdit } from "./convert.js";

/** Registers `textDocument/codeAction`. */
export function register(context: FeatureContext): void {
  context.handle("textDocument/codeAction", async (params: CodeActionParams): Promise<CodeAction[]> => {
    const document = context.documents.get(params.textDocument.uri);
    if (!document) return [];
    const language = context.languageOf(document);
    if (language === undefined) return [];
    if (params.context.only && !params.context.only.some((kind) => CodeActionKind.QuickFix.startsWith(kind))) return [];
    const version = document.version;
    const analysis =
      context.engine.cached(document.uri, version) ??
      (await context.engine.analyse(
        { uri: document.uri, version, text: document.getText(), language },
        () => context.documents.get(document.uri)?.version === version,
      ));
    if (!analysis) return [];
    const actions: CodeAction[] = [];
    for (const finding of analysis.findings) {
      if (finding.fixes.length === 0 || !spansOverlap(finding.span, params.range)) continue;
      const diagnostic = matching(params.context.diagnostics, finding) ?? toDiagnostic(finding, version);
      for (const fix of finding.fixes) actions.push(actionFor(context, document, fix, diagnostic));
    }
    return actions;
  });
}

function matching(diagnostics: readonly Diagnostic[], finding: Finding): Diagnostic | undefined {
  return diagnostics.find(
    (diagnostic) => diagnostic.source === "gg" && diagnostic.message === finding.message && sameSpan(diagnostic.range, finding.span),
  );
}

function actionFor(context: FeatureContext, document: TextDocument, fix: QuickFix, diagnostic: Diagnostic): CodeAction {
  const edit = toTextEdit(document, fix.fix);
  const workspaceEdit: WorkspaceEdit = context.client().workspace?.workspaceEdit?.documentChanges
    ? { documentChanges: [TextDocumentEdit.create({ uri: document.uri, version: document.version }, [edit])] }
    : { changes: { [document.uri]: [edit] } };
  return { title: fix.title, kind: CodeActionKind.QuickFix, diagnostics: [diagnostic], isPreferred: fix.preferred, edit: workspaceEdit };
}
