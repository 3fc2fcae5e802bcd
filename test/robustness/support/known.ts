// Tests that state correct behaviour the code does not have yet: each names its entry in ../FINDINGS.md.
// They run as `it.fails`, so CI stays green and turns red the day one is fixed (then delete its line here).
import { it } from "vitest";

const OPEN: Readonly<Record<string, string>> = {
  // F1: the depth pre-scan counts brackets only
  "chain:call chain": "F1",
  "chain:ternary chain": "F1",
  "chain:unary chain": "F1",
  "chain:arrow chain": "F1",
  "chain:generic chain": "F1",
  "chain:else-if chain": "F1",
  "chain:new chain": "F1",
  "chain:member chain": "F1",
  "chain:typeof chain": "F1",
  "serve-chain:call chain": "F1",
  "serve-chain:new chain": "F1",
  // F2: s+s+… with 16k terms
  "chain:16k-term s+s+…": "F2",
  // F6: 500-deep array literal, stack-dependent
  "at-limit-arrays": "F6",
  // F7: LSP duplicate in-flight ids
  "lsp-duplicate-id": "F7",
  // F8: JS early errors vs TS grammar codes
  "early:a private name outside a class": "F8",
  "early:an undeclared private name in a class": "F8",
  "early:duplicate parameters in strict code": "F8",
  "early:new.target outside a function": "F8",
  "early:super() outside a constructor": "F8",
  "early:duplicate keys in an object literal (valid since ES2015)": "F8",
  // F9: the LSP checks on its main thread with no time limit
  "lsp-unbounded": "F9",
  // F3: a BOM is counted as a column
  "encoding:BOM": "F3",
  // F4: LSP lines at U+2028/U+2029
  "lsp-position:U+2028 line separator": "F4",
  "lsp-position:U+2029 paragraph separator": "F4",
  "lsp-position:U+2028 inside a string": "F4",
  // F5: ESLint TS parse error columns
  "eslint-parse-column": "F5",
};

/** `it`, or `it.fails` when `key` is an open finding. */
export function itUnless(key: string): typeof it | typeof it.fails {
  return OPEN[key] === undefined ? it : it.fails;
}

/** The finding a key is open under, for titles. */
export function openFinding(key: string): string {
  const f = OPEN[key];
  return f === undefined ? "" : ` [open: FINDINGS.md ${f}]`;
}
