/**
 * `--format pretty`: for each program a pass/fail line, then tsc-style findings (file:line:col, the
 * source line, an underline), the refusal forecast when a grant was given, and a summary line.
 */
import { lineStarts } from "@gg/catalogue";
import { TEXT } from "../texts.js";
import type { Diagnostic } from "../types.js";
import type { CheckedProgram } from "./json.js";

/** How to render. */
export interface PrettyOptions {
  /** ANSI colour; the CLI decides it from the terminal, NO_COLOR and FORCE_COLOR (cli/color.ts). */
  readonly color: boolean;
}

type Paint = (code: string, text: string) => string;

// Controls and bidirectional overrides would rewrite the terminal or hide text (Trojan Source): show U+FFFD,
// one code unit for one, so columns still line up.
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** The program's lines, broken where the compiler counts lines (so a frame shows the line a position names). */
function linesOf(source: string): string[] {
  const starts = lineStarts(source);
  return starts.map((start, i) => source.slice(start, starts[i + 1] ?? source.length).replace(/(?:\r\n|[\r\n\u2028\u2029])$/, ""));
}

function safe(text: string): string {
  return text.replace(UNSAFE, "\uFFFD");
}

function frame(lines: readonly string[], d: Diagnostic, paint: Paint): string {
  const last = Math.min(d.endLine, d.line + 2);
  const width = String(last).length;
  const out: string[] = [];
  for (let n = d.line; n <= last; n += 1) {
    const text = safe(lines[n - 1] ?? "");
    const from = n === d.line ? d.column - 1 : 0;
    const to = n === d.endLine ? d.endColumn - 1 : text.length;
    const start = Math.min(Math.max(0, from), text.length);
    const length = Math.max(1, Math.min(to, text.length) - start);
    // Keep tabs so the underline sits under the same columns as the text.
    const pad = text.slice(0, start).replace(/[^\t]/g, " ");
    out.push(`${paint("7", String(n).padStart(width))} ${text}`);
    out.push(`${paint("7", " ".repeat(width))} ${pad}${paint(d.severity === "error" ? "31" : "33", "~".repeat(length))}`);
  }
  return out.join("\n");
}

/** The pretty report of all programs, ending with the summary line. */
export function formatPretty(programs: readonly CheckedProgram[], options: PrettyOptions): string {
  const paint: Paint = options.color ? (code, text) => `\u001b[${code}m${text}\u001b[0m` : (_code, text) => text;
  const out: string[] = [];
  let passed = 0;
  let failed = 0;
  let inconclusive = 0;
  for (const { source, result } of programs) {
    const file = paint("36", safe(result.file));
    if (result.verdict === "inconclusive") {
      inconclusive += 1;
      out.push(`${paint("33", TEXT.inconclusive)} ${file}`);
      out.push(`${file} - ${paint("33", result.error.code)}: ${safe(result.error.message)}`, "");
      continue;
    }
    if (result.verdict === "pass") passed += 1;
    else failed += 1;
    out.push(`${result.verdict === "pass" ? paint("32", "pass") : paint("31", "fail")} ${file}`);
    const lines = linesOf(source);
    for (const d of result.diagnostics) {
      const where = `${file}:${paint("33", String(d.line))}:${paint("33", String(d.column))}`;
      const severity = d.severity === "error" ? paint("31", "error") : paint("33", "warning");
      out.push(`${where} - ${severity} ${paint("90", d.code)}: ${safe(d.message)}`, "", frame(lines, d, paint), "");
    }
    for (const r of result.refusals ?? []) {
      const where = `${file}:${paint("33", String(r.line))}:${paint("33", String(r.column))}`;
      out.push(`${where} - ${paint("35", r.elsewhere === true ? TEXT.refusedElsewhere : TEXT.refused)} ${paint("90", r.operation)}: ${safe(r.message)}`);
    }
    if ((result.refusals ?? []).length > 0) out.push("");
  }
  const summary = TEXT.summary(programs.length, passed, failed, inconclusive);
  out.push(failed + inconclusive > 0 ? paint("1", summary) : summary);
  return `${out.join("\n")}\n`;
}
