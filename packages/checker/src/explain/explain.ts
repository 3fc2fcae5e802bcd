/**
 * `gg-check explain [CODE]`: the page of one code (a GG or TypeScript code of the checker, or a rule of
 * @gg/eslint-plugin), or the list of every code with its one-line meaning. Answers are values, never throws.
 */
import { codeInfo, diagnosticPages } from "../codes.js";
import { closest } from "@gg/catalogue";
import { TEXT } from "../texts.js";
import { installedPages } from "./pages.js";
import type { PageSource, RulePage } from "./pages.js";

/** The text to print, or a usage error (an unknown code) naming codes close to it. */
export type Explained = { readonly ok: true; readonly text: string } | { readonly ok: false; readonly message: string };

// `GG1004`, `gg1004`, `TS2304`, `ts2304`, `2304` (a bare number is TypeScript's).
const CODE = /^(gg|ts)?([0-9]+)$/i;
// `gg/operation-key` or `operation-key`.
const RULE = /^(?:gg\/)?([a-z][a-z0-9-]*)$/i;

/** The page of `query`, with a line naming the code first when the page is shared (a family, or a sibling code's). */
export function explain(query: string, pages: PageSource = installedPages): Explained {
  const written = query.trim();
  const code = CODE.exec(written);
  if (code !== null) {
    const normal = `${(code[1] ?? "TS").toUpperCase()}${code[2] ?? ""}`;
    const info = codeInfo(normal);
    if (info === undefined) return unknown(written, pages);
    const page = pages.diagnosticPage(info.page);
    if (page === undefined) return { ok: false, message: TEXT.pageMissing(info.page) };
    const text = info.page === normal ? page : `${normal}: ${info.meaning}\n\n${page}`;
    return { ok: true, text: withNewline(text) };
  }
  const rule = RULE.exec(written)?.[1]?.toLowerCase();
  const rules = pages.rulePages();
  const found = rule === undefined ? undefined : rules?.find((r) => r.id === `gg/${rule}`);
  if (found !== undefined) return { ok: true, text: withNewline(found.text) };
  if (rules === undefined && rule !== undefined) return { ok: false, message: TEXT.noPlugin(written) };
  return unknown(written, pages);
}

/** Every code with its one-line meaning: the checker's pages, then the rules'. */
export function listCodes(pages: PageSource = installedPages): string {
  const checker = diagnosticPages().map((p) => [codesLabel(p.codes), p.meaning] as const);
  const rules = pages.rulePages();
  const lines = [TEXT.explainIntro, "", TEXT.checkerCodes, ...table(checker), ""];
  if (rules === undefined) lines.push(TEXT.pluginCodes, `  ${TEXT.noPluginListed}`, "");
  else lines.push(TEXT.pluginCodes, ...table(rules.map((r) => [r.id, r.description] as const)), "");
  return lines.join("\n");
}

/** A page's codes for the list: one or two as they are, a range as itself, a family as its first and last. */
function codesLabel(codes: readonly string[]): string {
  // A range (TS1000–TS1999) holds the rows of it that lead to its page too.
  const range = codes.find((c) => c.includes("–"));
  if (range !== undefined) return range;
  return codes.length <= 2 ? codes.join(" ") : `${codes[0]}…${codes[codes.length - 1]} (${codes.length})`;
}

function table(rows: readonly (readonly [string, string])[]): string[] {
  const width = Math.max(...rows.map(([label]) => label.length));
  return rows.map(([label, meaning]) => `  ${label.padEnd(width)}  ${meaning}`);
}

function withNewline(text: string): string {
  return text.endsWith("\n") ? text : `${text}\n`;
}

/** The usage error for a code nobody reports, naming the known codes closest to it. */
function unknown(written: string, pages: PageSource): Explained {
  return { ok: false, message: TEXT.unknownCode(written, closeCodes(written, pages.rulePages() ?? [])) };
}

/** Up to four known codes close to `written` (as every did-you-mean of the tools judges it), closest first, then in order. */
export function closeCodes(written: string, rules: readonly RulePage[]): string[] {
  // A bare number is TypeScript's code; a rule may be written without its `gg/`.
  const bare = /^[0-9]+$/.test(written) ? `TS${written}` : written;
  const codes = diagnosticPages().flatMap((p) => p.codes.filter((c) => /^(GG|TS)[0-9]+$/.test(c)));
  const spellings = new Map<string, string>();
  for (const code of [...codes].sort()) spellings.set(code, code);
  for (const rule of rules) {
    spellings.set(rule.id, rule.id);
    spellings.set(rule.id.slice("gg/".length), rule.id);
  }
  const near = closest(bare, spellings.keys(), Infinity).map((spelling) => spellings.get(spelling) as string);
  return [...new Set(near)].slice(0, 4);
}
