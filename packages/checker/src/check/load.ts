/**
 * Whether a JavaScript program loads: the guest's engine parses it as an ECMAScript 2023 module, and so does acorn
 * here, a parser checked against test262's parser tests. TypeScript's parser is not asked: it accepts what no
 * edition has and refuses what every edition allows (its grammar is TypeScript's). A program acorn refuses at 2023
 * but accepts at a later edition is later-edition syntax (GG1006, naming the first edition that accepts it); one
 * it refuses at every edition does not load (GG1010).
 *
 * Runs after the limits: the bracket scan and the syntax tree's depth bound how deep acorn, which is recursive,
 * can go. A stack overflow it still meets (a regular expression nested beyond any bracket, which the scan does not
 * count) is answered as too deep, never as a crash.
 */
import { createRequire } from "node:module";
import { bomLength } from "@gg/catalogue";
import type * as Acorn from "acorn";
import type { Options } from "acorn";

let acorn: typeof Acorn | undefined;

/**
 * acorn, loaded by the first JavaScript program's check: a run that checks TypeScript alone never compiles it (it
 * would be a fifth of the bundled CLI's code, compiled at every cold start).
 */
function parser(): typeof Acorn {
  acorn ??= createRequire(import.meta.url)("acorn") as typeof Acorn;
  return acorn;
}

/** The editions after 2023 acorn knows, oldest first: where later-edition syntax is looked for. */
export const LATER_EDITIONS = [2024, 2025, 2026] as const;

/** One edition acorn can parse. */
export type Edition = 2023 | (typeof LATER_EDITIONS)[number];

/** How a JavaScript program loads. */
export type Loading =
  | { readonly kind: "loads" }
  /** Refused at 2023: `offset` (into the program's text) and `message` are acorn's; `edition` the first that accepts it. */
  | { readonly kind: "refused"; readonly offset: number; readonly message: string; readonly edition: (typeof LATER_EDITIONS)[number] | undefined }
  /** acorn ran out of stack: the program nests deeper than the checker accepts. */
  | { readonly kind: "too_deep" };

/**
 * The options of the guest's parse, each explicit. A module is strict; top-level `await` is legal in a module
 * from ECMAScript 2022 (acorn's default for a module, kept); `return` at the top level, `import`/`export` below
 * it, `super` outside a method and reserved words as names are all SyntaxErrors; a `#!` line is ECMAScript 2023.
 * No locations: offsets are all the checker needs.
 */
function optionsAt(ecmaVersion: Edition): Options {
  return {
    ecmaVersion,
    sourceType: "module",
    allowHashBang: true,
    allowReturnOutsideFunction: false,
    allowImportExportEverywhere: false,
    allowSuperOutsideMethod: false,
    allowReserved: false,
    checkPrivateFields: true,
    locations: false,
    ranges: false,
    preserveParens: false,
  };
}

/** Whether a program loads in the guest's ECMAScript 2023, and, if not, why and where. */
export function loadingOf(text: string): Loading {
  // A byte order mark marks the file's encoding; the host's loader drops it before the parser sees the text.
  const bom = bomLength(text);
  const body = bom === 0 ? text : text.slice(bom);
  const first = parseAt(body, 2023);
  if (first === "too_deep") return { kind: "too_deep" };
  if (first === undefined) return { kind: "loads" };
  let edition: (typeof LATER_EDITIONS)[number] | undefined;
  for (const later of LATER_EDITIONS) {
    const refusal = parseAt(body, later);
    if (refusal === "too_deep") return { kind: "too_deep" };
    if (refusal === undefined) {
      edition = later;
      break;
    }
  }
  return { kind: "refused", offset: Math.min(first.offset, body.length) + bom, message: first.message, edition };
}

const OUT_OF_STACK = "Not enough stack space";

interface Refusal {
  readonly offset: number;
  readonly message: string;
}

/** acorn's refusal of a text at one edition; undefined when it accepts it. */
function parseAt(text: string, ecmaVersion: Edition): Refusal | "too_deep" | undefined {
  try {
    parser().parse(text, optionsAt(ecmaVersion));
    return undefined;
  } catch (error) {
    // acorn reports running out of stack as a SyntaxError of its own wording; a RangeError where it does not catch it.
    if (error instanceof SyntaxError && error.message.startsWith(OUT_OF_STACK)) return "too_deep";
    if (error instanceof SyntaxError) {
      const offset = (error as SyntaxError & { readonly pos?: unknown }).pos;
      return { offset: typeof offset === "number" ? offset : 0, message: withoutPosition(error.message) };
    }
    if (error instanceof RangeError && /call stack/i.test(error.message)) return "too_deep";
    throw error;
  }
}

// acorn ends its messages with the line and column ("Unexpected token (1:6)"); results carry their own positions.
function withoutPosition(message: string): string {
  return message.replace(/ \(\d+:\d+\)$/, "");
}
