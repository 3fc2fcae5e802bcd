import { describe, expect, it } from "vitest";
import { isCheckerError } from "../src/checker-error.js";
import { step, withTimeBudget } from "../src/time-budget.js";
import { unparenthesised } from "../src/syntax/parentheses.js";
import type { Node } from "../src/syntax/ast.js";

// A node of no kind the syntax wraps: `unparenthesised` hands it back as it is.
const plain = { kind: 0 } as unknown as Node;

function thrown(work: () => void): unknown {
  try {
    work();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe("the time limit on the checker's own analysis", () => {
  it("a step past the deadline ends the work as a timeout naming the limit", () => {
    const error = thrown(() => withTimeBudget(-1, () => {
      for (let i = 0; i < 100_000; i++) step();
    }));
    expect(isCheckerError(error) && error.code).toBe("timeout");
    expect((error as Error).message).toBe("the check ran out of time (-1 ms)");
  });

  it("every question that steps through the syntax counts: a walk past the deadline ends", () => {
    const error = thrown(() => withTimeBudget(-1, () => {
      for (let i = 0; i < 100_000; i++) unparenthesised(plain);
    }));
    expect(isCheckerError(error) && error.code).toBe("timeout");
  });

  it("work within the limit, and work outside any limit, runs to its end", () => {
    let n = 0;
    withTimeBudget(60_000, () => {
      for (let i = 0; i < 100_000; i++, n++) step();
    });
    for (let i = 0; i < 100_000; i++, n++) step();
    expect(n).toBe(200_000);
  });

  it("an inner limit cannot outlast an outer one, and the outer one holds again after it", () => {
    const error = thrown(() => withTimeBudget(-1, () => withTimeBudget(60_000, () => {
      for (let i = 0; i < 100_000; i++) step();
    })));
    expect(isCheckerError(error) && error.code).toBe("timeout");
    const inner = thrown(() => withTimeBudget(60_000, () => {
      thrown(() => withTimeBudget(-1, () => {
        for (let i = 0; i < 100_000; i++) step();
      }));
      for (let i = 0; i < 100_000; i++) step();
    }));
    expect(inner).toBeUndefined();
  });
});
