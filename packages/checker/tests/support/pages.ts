// The examples of a diagnostic page (docs/diagnostics/README.md states the convention): each fenced `ts` or `js`
// block starts with a marker line saying what the checker answers for it.
import type { CheckerOptions } from "../../src/types.js";

/** What an example's marker promises. */
export type Expectation =
  | { readonly kind: "fails" | "warns"; readonly code: string }
  | { readonly kind: "passes" };

/** One example of a page, as the checker is to read it. */
export interface Example {
  readonly language: "ts" | "js";
  /** The program: the block's text with every `⟦U+XXXX⟧` replaced by that character. */
  readonly source: string;
  /** 1-based line of the opening fence in the page. */
  readonly line: number;
  /** Undefined when the first line is no marker. */
  readonly expect: Expectation | undefined;
  /** Limits the example is checked with (`(with maxBytes: 64)`), so a limit's example fits on a page. */
  readonly options: CheckerOptions;
  readonly marker: string;
}

const MARKER = /^\/\/ (?:(fails|warns): ((?:GG|TS)[0-9]+)|(passes))(?: \(with (maxBytes|maxDepth|maxSyntaxDepth): ([0-9]+)\))?$/;

/** Every `ts`/`js` block of a page. */
export function examplesOf(markdown: string): Example[] {
  const out: Example[] = [];
  const lines = markdown.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const fence = /^```(ts|js)$/.exec(lines[i] ?? "");
    if (fence === null) continue;
    const start = i;
    const body: string[] = [];
    for (i++; i < lines.length && lines[i] !== "```"; i++) body.push(lines[i] ?? "");
    const marker = body[0] ?? "";
    const m = MARKER.exec(marker);
    const expect: Expectation | undefined =
      m === null ? undefined : m[3] !== undefined ? { kind: "passes" } : { kind: m[1] as "fails" | "warns", code: m[2] ?? "" };
    const options: CheckerOptions = m?.[4] === undefined ? {} : { [m[4]]: Number(m[5]) };
    const source = `${body.join("\n")}\n`.replace(/⟦U\+([0-9A-F]{4,6})⟧/g, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)));
    out.push({ language: fence[1] as "ts" | "js", source, line: start + 1, expect, options, marker });
  }
  return out;
}
