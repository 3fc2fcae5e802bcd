// Table-driven verdict tests of JavaScript programs: each passing program beside the failing neighbours that show
// what the rule still refuses.
import { expect, it } from "vitest";
import { check, errorsAt } from "./check.js";

/** One test per program: it passes, with no error. */
export function passes(cases: readonly (readonly [name: string, source: string])[]): void {
  it.each(cases)("passes %s", (_name, source) => {
    const result = check(source, "js");
    expect(errorsAt(result)).toEqual([]);
    expect(result.verdict).toBe("pass");
  });
}

/** One test per program: it fails, with exactly these errors (`TS2304@3:9`). */
export function fails(cases: readonly (readonly [name: string, source: string, codes: readonly string[]])[]): void {
  it.each(cases)("fails %s", (_name, source, codes) => {
    const result = check(source, "js");
    expect(result.verdict).toBe("fail");
    expect(errorsAt(result)).toEqual(codes);
  });
}
