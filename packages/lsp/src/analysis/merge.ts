/**
 * Merges the checker's diagnostics with the lint findings: the same finding reported by tsc and by a
 * rule shows once, with the rule's (clearer, gg-specific) message and the compiler's code.
 */
import type { Diagnostic } from "@gg/checker";
import { autoFixTitle, fixTitle } from "../messages.js";
import type { LintFinding, TextFix } from "./lint.js";
import { comparePositions, spanFromOneBased, spansOverlap, type Span, type SpanConverter } from "./positions.js";

/** A quick fix a finding offers. */
export interface QuickFix {
  readonly title: string;
  readonly fix: TextFix;
  /** The rule's own fix (not a suggestion): the one an editor may apply on its own. */
  readonly preferred: boolean;
}

/** One diagnostic as the editor will show it. */
export interface Finding {
  /** `TS2304` from the checker, `gg/<rule>` from a rule alone. */
  readonly code: string;
  readonly severity: "error" | "warning";
  readonly message: string;
  readonly span: Span;
  /** The rule that reported it, when one did. */
  readonly rule: string | undefined;
  readonly fixes: readonly QuickFix[];
}

/**
 * Merges, de-duplicates and sorts; lint parse errors are dropped when the checker already reports syntax. A rule's
 * finding and a compiler finding are one when the rule declares the compiler's code its duplicate
 * (`meta.docs.duplicatesTypeScript`, carried by the finding) and their ranges overlap.
 * `convert` maps the checker's ranges to spans (see `createSpanConverter`).
 */
export function mergeFindings(
  checker: readonly Diagnostic[],
  lint: readonly LintFinding[],
  convert: SpanConverter = spanFromOneBased,
): Finding[] {
  const fromChecker = checker.map((diagnostic) => ({
    code: diagnostic.code,
    severity: diagnostic.severity,
    message: diagnostic.message,
    span: convert(diagnostic),
  }));
  const checkerHasErrors = checker.some((diagnostic) => diagnostic.severity === "error");
  const used = new Set<number>();
  const merged: Finding[] = [];

  for (const finding of lint) {
    if (finding.fatal && checkerHasErrors) continue;
    const fixes = fixesOf(finding);
    const codes = finding.duplicates;
    const twin = fromChecker.findIndex(
      (diagnostic, index) => !used.has(index) && codes.includes(diagnostic.code) && spansOverlap(diagnostic.span, finding.span),
    );
    if (twin >= 0) {
      used.add(twin);
      const diagnostic = fromChecker[twin] as (typeof fromChecker)[number];
      merged.push({
        code: diagnostic.code,
        severity: diagnostic.severity === "error" || finding.severity === "error" ? "error" : "warning",
        message: finding.message,
        span: diagnostic.span,
        rule: finding.rule,
        fixes,
      });
    } else {
      merged.push({
        code: finding.rule ?? "parse",
        severity: finding.severity,
        message: finding.message,
        span: finding.span,
        rule: finding.rule,
        fixes,
      });
    }
  }
  fromChecker.forEach((diagnostic, index) => {
    if (!used.has(index)) merged.push({ ...diagnostic, rule: undefined, fixes: [] });
  });
  return merged.sort(
    (a, b) => comparePositions(a.span.start, b.span.start) || comparePositions(a.span.end, b.span.end) || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0),
  );
}

function fixesOf(finding: LintFinding): QuickFix[] {
  const fixes: QuickFix[] = [];
  if (finding.fix) fixes.push({ title: autoFixTitle(finding.message), fix: finding.fix, preferred: true });
  for (const suggestion of finding.suggestions) {
    fixes.push({ title: fixTitle(suggestion.description), fix: suggestion.fix, preferred: false });
  }
  return fixes;
}
