/**
 * Runs the gg ESLint plugin's recommended rules in-process with ESLint's `Linter` class:
 * no child process, no file read (the Linter never touches disk; the file name only selects the config).
 */
import { Linter } from "eslint";
import type { Language } from "@gg/checker";
import { createSpanConverter, type Span, type SpanConverter } from "./positions.js";

/** A text replacement by offsets into the document's text. */
export interface TextFix {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

/** One lint message, in transport-free form. */
export interface LintFinding {
  /** `gg/no-unqualified-name`; undefined for a parse error. */
  readonly rule: string | undefined;
  readonly severity: "error" | "warning";
  readonly message: string;
  readonly span: Span;
  readonly fatal: boolean;
  readonly fix: TextFix | undefined;
  readonly suggestions: readonly { readonly description: string; readonly fix: TextFix }[];
}

/** The shape of the plugin this layer needs: its recommended config, a flat config object or array. */
export interface LintPlugin {
  readonly configs: { readonly recommended: unknown };
}

/** A reusable lint runner bound to one plugin and catalogue path. */
export interface LintRunner {
  lint(text: string, language: Language): LintFinding[];
}

// A fixed virtual directory: the Linter needs a cwd to match `files` globs; nothing is read from it.
const VIRTUAL_CWD = "/gg-lsp";
const FILE_NAMES: Record<Language, string> = { ts: `${VIRTUAL_CWD}/program.ts`, js: `${VIRTUAL_CWD}/program.js` };

/** Creates a runner; `cataloguePath` becomes `settings.gg.catalogue` for the rules. */
export function createLintRunner(plugin: LintPlugin, cataloguePath: string | undefined): LintRunner {
  const linter = new Linter({ cwd: VIRTUAL_CWD, configType: "flat" });
  const recommended = plugin.configs.recommended;
  const config: Linter.Config[] = [
    { files: ["**/*.ts", "**/*.mts", "**/*.js", "**/*.mjs"] },
    ...((Array.isArray(recommended) ? recommended : [recommended]) as Linter.Config[]),
  ];
  if (cataloguePath !== undefined) config.push({ settings: { gg: { catalogue: cataloguePath } } });

  return {
    lint(text, language) {
      // ESLint reports fix ranges in the text without its byte-order mark; LSP counts it.
      const shift = text.charCodeAt(0) === 0xfeff ? 1 : 0;
      const messages = linter.verify(text, config, { filename: FILE_NAMES[language] });
      const convert = createSpanConverter(text);
      return messages.map((message) => toFinding(message, shift, convert));
    },
  };
}

function toFinding(message: Linter.LintMessage, shift: number, convert: SpanConverter): LintFinding {
  const toFix = (fix: { range: [number, number]; text: string }): TextFix => ({
    start: fix.range[0] + shift,
    end: fix.range[1] + shift,
    text: fix.text,
  });
  return {
    rule: message.ruleId ?? undefined,
    severity: message.severity === 2 ? "error" : "warning",
    message: message.message,
    span: convert({ line: message.line, column: message.column, endLine: message.endLine, endColumn: message.endColumn }),
    fatal: message.fatal === true,
    fix: message.fix ? toFix(message.fix) : undefined,
    suggestions: (message.suggestions ?? []).map((suggestion) => ({ description: suggestion.desc, fix: toFix(suggestion.fix) })),
  };
}
