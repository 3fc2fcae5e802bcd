/**
 * Runs the gg ESLint plugin's recommended rules in-process with ESLint's `Linter` class:
 * no child process, no file read (the Linter never touches disk; the file name only selects the config).
 */
import { Linter, type SourceCode } from "eslint";
import { bomLength, PROGRAM_GLOB, type Catalogue } from "@gg/catalogue";
import type { Language } from "@gg/checker";
import { normaliseConfig } from "./config-array.js";
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
  /** The checker codes (`TS2304`) that report what this rule reports, as the rule declares them; empty for a parse error. */
  readonly duplicates: readonly string[];
}

/** The shape of the plugin this layer needs: its recommended config (a flat config object or array) and its rules' metadata. */
export interface LintPlugin {
  readonly configs: { readonly recommended: unknown };
  readonly rules: Readonly<Record<string, { readonly meta?: { readonly docs?: { readonly duplicatesTypeScript?: readonly number[]; readonly duplicatesChecker?: readonly string[] } } }>>;
}

/** A reusable lint runner bound to one plugin and catalogue. */
export interface LintRunner {
  lint(text: string, language: Language): LintFinding[];
  /**
   * The text as ESLint parsed it (its tree and scopes), or undefined when ESLint cannot parse it. The `SourceCode` of
   * a text linted lately is the one its lint run used; any other text is parsed (without running a rule) and kept.
   */
  parse(text: string, language: Language): SourceCode | undefined;
}

// A fixed virtual directory: the Linter needs a cwd to match `files` globs; nothing is read from it.
const VIRTUAL_CWD = "/gg-lsp";
const FILE_NAMES: Record<Language, string> = { ts: `${VIRTUAL_CWD}/program.ts`, js: `${VIRTUAL_CWD}/program.js` };

// How many parsed texts a runner keeps: the versions of the few documents hover and completion ask about.
const PARSED_KEPT = 8;

/**
 * Creates a runner whose rules read `catalogue`: the object the server's settings loaded, handed to the rules as it
 * is (`settings.gg.catalogue`), so this thread loads a catalogue once for hover, completion and the lint.
 */
export function createLintRunner(plugin: LintPlugin, catalogue: Catalogue): LintRunner {
  const linter = new Linter({ cwd: VIRTUAL_CWD, configType: "flat" });
  const recommended = (Array.isArray(plugin.configs.recommended) ? plugin.configs.recommended : [plugin.configs.recommended]) as Linter.Config[];
  const files: Linter.Config = { files: [PROGRAM_GLOB] };
  // Normalised once here, not by every `verify` (see config-array.ts).
  const config = normaliseConfig([files, ...recommended, { settings: { gg: { catalogue } } }], VIRTUAL_CWD);
  // The same parser and globals, no rule: what hover and completion read when no lint run parsed the text yet.
  const parseOnly = normaliseConfig([files, ...recommended.map((entry) => ({ ...entry, rules: {} }))], VIRTUAL_CWD);
  const parsed = new Map<string, SourceCode | null>();
  // What each rule says it duplicates of TypeScript's and the checker's findings (`meta.docs.duplicatesTypeScript`,
  // `meta.docs.duplicatesChecker`), by its id in the config.
  const duplicates = new Map(
    Object.entries(plugin.rules).map(([id, rule]) => [`gg/${id}`, [...(rule.meta?.docs?.duplicatesTypeScript ?? []).map((code) => `TS${code}`), ...(rule.meta?.docs?.duplicatesChecker ?? [])]]),
  );
  const keep = (key: string, sourceCode: SourceCode | null): SourceCode | undefined => {
    parsed.delete(key);
    parsed.set(key, sourceCode);
    for (const oldest of parsed.keys()) {
      if (parsed.size <= PARSED_KEPT) break;
      parsed.delete(oldest);
    }
    return sourceCode ?? undefined;
  };

  return {
    lint(text, language) {
      // ESLint reports fix ranges in the text without its byte-order mark; LSP counts it.
      const shift = bomLength(text);
      let messages: Linter.LintMessage[];
      try {
        messages = linter.verify(text, config, { filename: FILE_NAMES[language] });
      } finally {
        // Null when the text did not parse; a rule that threw leaves the tree as parsed.
        keep(`${language}\0${text}`, linter.getSourceCode());
      }
      const convert = createSpanConverter(text);
      return messages.map((message) => toFinding(message, shift, convert, duplicates.get(message.ruleId ?? "") ?? []));
    },
    parse(text, language) {
      const key = `${language}\0${text}`;
      if (parsed.has(key)) return keep(key, parsed.get(key) ?? null);
      linter.verify(text, parseOnly, { filename: FILE_NAMES[language] });
      return keep(key, linter.getSourceCode());
    },
  };
}

function toFinding(message: Linter.LintMessage, shift: number, convert: SpanConverter, duplicates: readonly string[]): LintFinding {
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
    duplicates,
  };
}
