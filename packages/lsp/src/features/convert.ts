/**
 * Conversions between the analysis layer's plain data and protocol types.
 */
import { DiagnosticSeverity, type Diagnostic, type Range, type TextEdit } from "vscode-languageserver";
import type { TextDocument } from "vscode-languageserver-textdocument";
import type { Finding } from "../analysis/merge.js";
import type { TextFix } from "../analysis/lint.js";
import { pageLink } from "./page-links.js";

/** What a published diagnostic carries in `data`, so a code action can find its finding again. */
export interface DiagnosticData {
  readonly rule?: string;
  readonly version: number;
}

/** A finding as an LSP diagnostic, linked to the page that explains its code (or its rule). */
export function toDiagnostic(finding: Finding, version: number): Diagnostic {
  const data: DiagnosticData = finding.rule === undefined ? { version } : { rule: finding.rule, version };
  const href = pageLink(finding.code, finding.rule);
  return {
    range: finding.span,
    severity: finding.severity === "error" ? DiagnosticSeverity.Error : DiagnosticSeverity.Warning,
    code: finding.code,
    ...(href === undefined ? {} : { codeDescription: { href } }),
    source: "gg",
    message: finding.message,
    data,
  };
}

/** A text fix (offsets) as an LSP text edit on `document`. */
export function toTextEdit(document: TextDocument, fix: TextFix): TextEdit {
  return { range: { start: document.positionAt(fix.start), end: document.positionAt(fix.end) }, newText: fix.text };
}

/** A pair of offsets as an LSP range. */
export function toRange(document: TextDocument, start: number, end: number): Range {
  return { start: document.positionAt(start), end: document.positionAt(end) };
}
