// Exhaustion: inputs built to exhaust the stack, the time or the memory are answered within their limit — by the
// library with a deterministic too_deep/too_large (whatever the thread's stack), by serve's pool with a result or a
// timeout/out_of_memory/too_large error, the worker replaced and the next request served.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBoundedChecker, outcome } from "./support/bounded-check.js";
import type { Bounded } from "./support/bounded-check.js";
import { DEFAULT_MAX_DEPTH, DEFAULT_MAX_SYNTAX_DEPTH } from "@gg/checker";
import { atLimit, BRACKET_BOMBS, bigProgram, CHAIN_BOMBS, manyStatements, TYPE_BOMBS } from "./support/inputs.js";
import { startServe } from "./support/serve-client.js";
import type { Answer, ServeClient } from "./support/serve-client.js";

// A deterministic limit answers at once; 10 s only separates "answered" from "stuck" on a loaded machine.
const BOUND_MS = 10_000;

describe("the library answers too_deep before TypeScript recurses, whatever the stack", () => {
  // 1 MB is about a process's main-thread stack (where the LSP runs the checker), 4 MB a worker's default.
  const small = createBoundedChecker(1);
  const large = createBoundedChecker(4);
  const results = new Map<string, [Bounded, Bounded | undefined]>();
  beforeAll(async () => {
    for (const [name, source] of [...BRACKET_BOMBS, ...CHAIN_BOMBS]) {
      const first = await small.check(source, "ts", BOUND_MS);
      // The second stack is only worth asking when the first already answered right.
      const second = outcome(first) === "fail GG9002" ? await large.check(source, "ts", BOUND_MS) : undefined;
      results.set(name, [first, second]);
    }
  }, 240_000);

  afterAll(async () => {
    await Promise.all([small.close(), large.close()]);
  });

  for (const [name] of BRACKET_BOMBS) {
    it(`${name} answers too_deep (GG9002) with a 1 MB and a 4 MB stack`, () => {
      const [first, second] = results.get(name) as [Bounded, Bounded | undefined];
      expect(outcome(first)).toBe("fail GG9002");
      expect(second && outcome(second)).toBe("fail GG9002");
    });
  }

  for (const [name] of CHAIN_BOMBS) {
    it(`a ${name} answers too_deep (GG9002) whatever the stack`, () => {
      const [first, second] = results.get(name) as [Bounded, Bounded | undefined];
      expect(outcome(first)).toBe("fail GG9002");
      expect(second && outcome(second)).toBe("fail GG9002");
    });
  }

  // Under the limits a program is checked, and its verdict must not depend on the stack either (F6: at the old
  // limit of 500, nested literals and calls answered differently on 1 MB and 4 MB, or not within a minute).
  for (const [name, source] of atLimit(DEFAULT_MAX_DEPTH, DEFAULT_MAX_SYNTAX_DEPTH)) {
    it(`${name} right at the limits are checked, with the same verdict on a 1 MB and a 4 MB stack`, async () => {
      const [a, b] = await Promise.all([small.check(source, "ts", BOUND_MS), large.check(source, "ts", BOUND_MS)]);
      expect(outcome(a)).toMatch(/^(pass|fail) /);
      expect(outcome(a)).not.toContain("GG9002");
      expect(outcome(b)).toBe(outcome(a));
    }, 60_000);
  }

  it("one level past the limit is too_deep at the opener that goes past it", async () => {
    const deep = DEFAULT_MAX_DEPTH + 1;
    const source = `const x = ${"(".repeat(deep)}1${")".repeat(deep)};\nexport {};\n`;
    const b = await small.check(source, "ts", BOUND_MS);
    // `const x = ` takes 10 columns; the opener that goes past the limit is the `deep`-th after it.
    expect(b.kind === "result" ? b.result.diagnostics.map((d) => `${d.code}@${d.line}:${d.column}`) : outcome(b)).toEqual([`GG9002@1:${10 + deep}`]);
  }, 60_000);

  it("a program over the size limit (2 MB) answers too_large (GG9001) without being parsed", async () => {
    expect(outcome(await small.check(bigProgram(2 * 1024 * 1024), "ts", BOUND_MS))).toBe("fail GG9001");
  }, 60_000);
});

describe("serve answers every exhaustion input within its limits and goes on serving", () => {
  let serve: ServeClient;
  const sent: [string, string][] = [
    ...BRACKET_BOMBS,
    ...CHAIN_BOMBS,
    ...TYPE_BOMBS,
    ["200,000 statements", manyStatements(200_000)],
    ["2 MB program", bigProgram(2 * 1024 * 1024)],
    ["20 MB program", bigProgram(20 * 1024 * 1024)],
  ];
  const answers = new Map<string, Answer>();
  let after: Answer;

  beforeAll(async () => {
    serve = startServe(["--jobs", "2"]);
    for (const [name, source] of sent) serve.send({ id: name, language: "ts", source });
    serve.send({ id: "50 MB program", language: "ts", source: bigProgram(50 * 1024 * 1024) });
    serve.send({ id: "after", language: "ts", source: 'import { files } from "gg";\nfiles.readFile("a");\n' });
    await serve.answers(sent.length + 2, 240_000);
    for (const a of serve.lines().map((l) => JSON.parse(l) as Answer)) answers.set(String(a.id), a);
    after = answers.get("after") as Answer;
  }, 300_000);

  afterAll(async () => {
    await serve?.end();
  });

  for (const [name] of [...BRACKET_BOMBS, ...CHAIN_BOMBS, ...TYPE_BOMBS, ["200,000 statements", ""], ["2 MB program", ""]] as const) {
    it(`${name}: a verdict or a timeout/out_of_memory/too_large error, never an internal error`, () => {
      const a = answers.get(name);
      expect(a).toBeDefined();
      if (a?.error !== undefined) expect(["timeout", "out_of_memory", "too_large"]).toContain(a.error.code);
      else expect(["pass", "fail"]).toContain(a?.verdict);
    });
  }

  // The same verdict as the library and the CLI: fail with GG9001 (too_large), whatever the transport's own limits.
  it.each(["20 MB program", "50 MB program"])("%s is answered fail with GG9001, by its id", (name) => {
    const a = answers.get(name);
    expect(a?.verdict).toBe("fail");
    expect((a?.diagnostics as { code: string }[] | undefined)?.map((d) => d.code)).toEqual(["GG9001"]);
  });

  it("the request after all of them is served", () => {
    expect(after.verdict).toBe("pass");
    expect(after.reaches).toEqual(["files.read_file"]);
  });

  it("every answer is one whole JSON line", () => {
    expect(serve.lines()).toHaveLength(sent.length + 2);
    for (const line of serve.lines()) expect(() => JSON.parse(line)).not.toThrow();
  });
});
