// Encodings: the same finding at the same place through the library, the CLI, serve, the LSP and ESLint, whatever the
// line ends and characters around it; invalid input rejected with a clear error; output always valid JSON.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CheckResult, Diagnostic } from "@gg/checker";
import { lint } from "./support/eslint.js";
import { CLI } from "./support/paths.js";
import { lspAt, oneBasedAt } from "./support/positions.js";
import { runNode } from "./support/process.js";
import { startServices, viaLibrary } from "./support/surfaces.js";
import type { Services } from "./support/surfaces.js";
import type { Published } from "./support/lsp-client.js";

// `files` used without its import line: the checker says TS2304, ESLint says gg/no-unqualified-name, both at `files`.
const CALL = "files.readFile(s);";
const CASES: [string, string][] = [
  ["plain LF", `const s = "a";\n${CALL}\n`],
  ["BOM", `\uFEFFconst s = "a"; ${CALL}\n`],
  ["BOM then a second line", `\uFEFFconst s = "a";\n${CALL}\n`],
  ["CR only", `const s = "a";\r${CALL}\r`],
  ["CRLF", `const s = "a";\r\n\r\n${CALL}\r\n`],
  ["U+2028 line separator", `const s = "a";\u2028${CALL}\n`],
  ["U+2029 paragraph separator", `const s = "a";\u2029${CALL}\n`],
  ["U+2028 inside a string", `const s = "a\u2028b"; ${CALL}\n`],
  ["astral characters", `const s = "a𐐀b"; ${CALL}\n`],
  ["astral identifier", `const a𐐀b = "x"; const s = a𐐀b; ${CALL}\n`],
  ["lone surrogate in a string", `const s = "\uD800x\uDC00"; ${CALL}\n`],
  ["NUL in a string", `const s = "a\u0000b"; ${CALL}\n`],
  ["NUL in a comment", `// a\u0000b\nconst s = "a";\n${CALL}\n`],
  ["tabs and wide characters", `const s = "日本\t語"; ${CALL}\n`],
];

interface Seen {
  library: CheckResult;
  cli: Record<string, unknown>;
  serve: Record<string, unknown>;
  lsp: Published;
}
const seen = new Map<string, Seen>();
let services: Services;

function at(d: { line: number; column: number }): string {
  return `${d.line}:${d.column}`;
}

beforeAll(async () => {
  services = await startServices();
  const dir = mkdtempSync(join(tmpdir(), "gg-robust-enc-"));
  try {
    const names = CASES.map((_c, i) => join(dir, `case${String(i).padStart(2, "0")}.ts`));
    CASES.forEach(([, text], i) => writeFileSync(names[i] as string, text, "utf8"));
    const done = await runNode([CLI, "--format", "json", "--jobs", "2", ...names], { limitMs: 90_000 });
    const json = JSON.parse(done.stdout.toString("utf8")) as { results: Record<string, unknown>[] };
    await Promise.all(
      CASES.map(async ([name, text], i) => {
        const [serve, lsp] = await Promise.all([services.serveCheck(text, "ts"), services.lspDiagnostics(text, "ts")]);
        seen.set(name, { library: viaLibrary(text, "ts"), cli: json.results[i] as Record<string, unknown>, serve, lsp });
      }),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 120_000);

afterAll(async () => {
  await services?.close();
});

describe("positions agree across surfaces", () => {
  it.each(CASES)("%s: the library, CLI and serve report the same diagnostics", (name) => {
    const s = seen.get(name) as Seen;
    const strip = (d: Diagnostic): unknown => ({ ...d });
    expect((s.cli.diagnostics as unknown[]).map((d) => d)).toEqual(s.library.diagnostics.map(strip));
    expect(s.serve.diagnostics).toEqual(s.library.diagnostics.map(strip));
    expect(s.serve.verdict).toBe(s.library.verdict);
  });

  for (const [name, text] of CASES) {
    it(`${name}: the checker points at \`files\` where ESLint does, and both are right`, () => {
    const s = seen.get(name) as Seen;
    const expected = oneBasedAt(text, text.lastIndexOf(CALL));
    const checker = s.library.diagnostics.find((d) => d.code === "TS2304");
    const eslint = lint(text, "ts").find((m) => m.ruleId === "gg/no-unqualified-name");
    expect(checker && at(checker)).toBe(at(expected));
    expect(eslint && at(eslint)).toBe(at(expected));
    });
  }

  for (const [name, text] of CASES) {
    it(`${name}: the LSP publishes it at \`files\` in the document's own coordinates`, () => {
    const s = seen.get(name) as Seen;
    const offset = text.lastIndexOf(CALL);
    const expected = { start: lspAt(text, offset), end: lspAt(text, offset + "files".length) };
    const found = s.lsp.diagnostics.find((d) => d.code === "TS2304");
    expect(found?.range).toEqual(expected);
    });
  }
});

describe("invalid input", () => {
  it("the CLI rejects a file of invalid UTF-8 with a clear error and exit 2", async () => {
    const dir = mkdtempSync(join(tmpdir(), "gg-robust-enc-"));
    try {
      const file = join(dir, "bad.ts");
      writeFileSync(file, Buffer.concat([Buffer.from("const s = \""), Buffer.from([0xc3, 0x28, 0xff, 0xfe]), Buffer.from("\";\n")]));
      const done = await runNode([CLI, "--format", "json", file], { limitMs: 60_000 });
      expect(done.code).toBe(2);
      expect(done.stderr).toBe(`gg-check: ${file}: not valid UTF-8\n`);
      expect(done.stdout.length).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("serve answers a line of invalid UTF-8 with bad_request under its id and goes on", async () => {
    const { serve } = services;
    const before = serve.lines().length;
    serve.write(Buffer.concat([Buffer.from('{"id":"bad-utf8","language":"ts","source":"'), Buffer.from([0xff, 0xfe]), Buffer.from('"}\n')]));
    serve.send({ id: "after-utf8", language: "ts", source: "export {};\n" });
    const after = await serve.answer("after-utf8");
    const answers = serve.lines().slice(before).map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(answers).toContainEqual({ id: "bad-utf8", error: { code: "bad_request", message: "the line is not valid UTF-8" } });
    expect(after.verdict).toBe("pass");
  });

  it("a lone surrogate sent to serve comes back as valid JSON", async () => {
    const answer = await services.serveCheck('const s = "\uD800";\nfiles.readFile(s);\n', "ts");
    const line = services.serve.lines().find((l) => l.includes(`"id":"${String(answer.id)}"`)) as string;
    expect(() => JSON.parse(line)).not.toThrow();
    expect(Buffer.from(line, "utf8").toString("utf8")).toBe(line);
    expect(answer.verdict).toBe("fail");
  });

  it(`NUL in code is a syntax error at the NUL, in the checker and ESLint alike`, () => {
    const text = "let a = 1;\u0000 let b = 2;\n";
    const checker = viaLibrary(text, "ts").diagnostics.find((d) => d.code === "TS1127");
    const eslint = lint(text, "ts").find((m) => m.fatal === true);
    expect(checker && at(checker)).toBe("1:11");
    expect(eslint && at(eslint)).toBe("1:11");
  });

  it("NUL in JavaScript code is a syntax error at the NUL in ESLint too", () => {
    const eslint = lint("let a = 1;\u0000 let b = 2;\n", "js").find((m) => m.fatal === true);
    expect(eslint && at(eslint)).toBe("1:11");
  });
});

describe("Trojan Source", () => {
  const TROJAN = 'const access = "user\u202E \u2066// admin\u2069 \u2066";\nexport {};\n';

  it("the checker reports every bidirectional control character", () => {
    const found = viaLibrary(TROJAN, "ts").diagnostics.filter((d) => d.code === "GG1005").map(at);
    expect(found).toEqual(["1:21", "1:23", "1:32", "1:34"]);
  });

  it("the LSP shows them too", async () => {
    const published = await services.lspDiagnostics(TROJAN, "ts");
    expect(published.diagnostics.filter((d) => d.code === "GG1005")).toHaveLength(4);
  });

  it("serve and the CLI report them in JavaScript as well", async () => {
    const answer = await services.serveCheck(TROJAN.replace("export {};\n", ""), "js");
    expect((answer.diagnostics as Diagnostic[]).filter((d) => d.code === "GG1005")).toHaveLength(4);
  });
});
