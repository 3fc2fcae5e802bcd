// The JSON Schemas of serve's requests and answers, as shipped: reachable through the package's exports, in step
// with what the service reads (its keys, its refusals), and describing the answers of the real checker.
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { defaultCatalogue } from "@gg/catalogue";
import { answerLine, parseRequest, REQUEST_KEYS } from "../dist/serve/serve.js";
import { createChecker } from "../src/create-checker.js";
import { answerProblems, requestProblems, requestSchema } from "./support/serve-schema.js";

const require = createRequire(import.meta.url);

describe("the serve schemas", () => {
  it("are exported by the package", () => {
    for (const name of ["serve-request", "serve-answer"]) {
      const schema = require(`@gg/checker/schemas/${name}.schema.json`) as { $schema: string };
      expect(schema.$schema).toBe("http://json-schema.org/draft-07/schema#");
    }
  });

  it("name exactly the keys the service reads", () => {
    expect(Object.keys(requestSchema.properties).sort()).toEqual([...REQUEST_KEYS].sort());
  });

  it.each([
    { id: 1, source: "", language: "ts" },
    { id: "a", method: "ping" },
    { id: null, source: "x", language: "js", fileName: "dir/job.mjs", grant: { capabilities: ["fs.read"], allowlist: ["files.read_file"], ending: "reviewer" } },
  ])("accepts what the service accepts: %j", (request) => {
    expect(requestProblems(request)).toEqual([]);
    expect(parseRequest(JSON.stringify(request), defaultCatalogue()).ok).toBe(true);
  });

  it.each([
    { id: 1, source: "", language: "ts", grnat: {} },
    { id: 1, source: "", language: "tsx" },
    { id: 1, language: "ts" },
    { id: 1, source: "", language: "ts", fileName: "a.tsx" },
    { id: 1, source: "", language: "ts", fileName: "a.d.ts" },
    { id: 1, source: "", language: "ts", fileName: "job" },
    { id: true, source: "", language: "ts" },
    { source: "", language: "ts" },
    { id: 1, method: "lint" },
    { id: 1, source: "", language: "ts", grant: { capabilities: [] } },
  ])("refuses what the service refuses: %j", (request) => {
    expect(requestProblems(request)).not.toEqual([]);
    expect(parseRequest(JSON.stringify(request), defaultCatalogue()).ok).toBe(false);
  });

  it("describes the real checker's answers, with a grant's forecast and a failure's diagnostics", () => {
    const checker = createChecker({});
    try {
      const grant = { capabilities: ["fs.read"], allowlist: ["files.read_file"] };
      const sources = [
        'import { files } from "gg";\nconst t = files.readFile("a");\nconst s = gg.shell.run("ls");\nconst r = [files.listDir].map((f) => f);\n',
        "const entries = files.listDir('.');\nprocess.exit(1);\n",
        "",
      ];
      for (const [i, source] of sources.entries()) {
        for (const language of ["ts", "js"] as const) {
          const result = checker.check({ source, language, grant });
          const answer = JSON.parse(answerLine(String(i), { ...result })) as unknown;
          expect(answerProblems(answer)).toEqual([]);
        }
      }
    } finally {
      checker.close();
    }
  });

  it("refuses an answer with a field it does not describe, or a 0-based position", () => {
    const result = { id: 1, file: "a.ts", language: "ts", verdict: "pass", diagnostics: [], reaches: [], calls: [] };
    expect(answerProblems(result)).toEqual([]);
    expect(answerProblems({ ...result, extra: 1 })).not.toEqual([]);
    expect(answerProblems({ ...result, calls: [{ operation: "files.read_file", line: 0, column: 1, endLine: 1, endColumn: 2 }] })).not.toEqual([]);
  });
});
