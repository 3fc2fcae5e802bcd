/**
 * Large programs, to measure how a check's cost grows with a program's length: a realistic mixture (the generator's
 * blocks of functions, loops and gg calls, many times over) and the pathological program in which every line is a
 * certain failure, so that the number of findings grows with the length too.
 */
import { generateProgram, type Language, type Program } from "./generate.js";

/** What a large program is made of. */
export type LargeKind = "mixture" | "failures";

// Each certain to fail when its line runs, each found by the checker as certain: an unknown name called (a
// ReferenceError), a gg operation misspelt and called, a `const` assigned (TypeErrors).
const FAILURES: readonly ((i: number) => string)[] = [
  (i) => `missingHelper${i}();`,
  (i) => `gg.files.readFle("notes-${i}.md");`,
  (i) => `const limit${i} = ${i}; limit${i} = 0;`,
];

/** A program of exactly `lines` lines: one certain failure a line, the three kinds in turn. */
export function failingProgram(lines: number, language: Language): Program {
  const text = Array.from({ length: lines }, (_, i) => (FAILURES[i % FAILURES.length] as (i: number) => string)(i));
  return { name: `failures-${lines}.${language}`, language, lines, source: `${text.join("\n")}\n` };
}

/** A large program of one kind; the mixture is seeded (the same seed gives the same program). */
export function largeProgram(kind: LargeKind, lines: number, language: Language, seed: number): Program {
  return kind === "failures" ? failingProgram(lines, language) : generateProgram(lines, language, seed);
}
