import { describe, expect, it } from "vitest";
import { defaultCatalogue } from "../src/default.js";
import { search, tokenize } from "../src/search.js";
import { view } from "../src/view.js";
import type { Grant } from "../src/types.js";

const catalogue = defaultCatalogue();
const reader: Grant = { capabilities: ["fs.read"], allowlist: ["files.read_file", "files.list_dir", "files.glob", "files.grep"], ending: "reviewer" };

describe("tokenize", () => {
  it("splits camelCase, snake_case, kebab-case and dots, and stems plurals", () => {
    expect(tokenize("gg.files.readFile list_dir modified-ms entries")).toEqual(["gg", "file", "read", "file", "list", "dir", "modified", "ms", "entry"]);
  });
});

describe("search", () => {
  it("ranks the operation named by the words first", () => {
    expect(search(catalogue, "read a file")[0]?.id).toBe("files.read_file");
  });

  it("matches words of the summary", () => {
    expect(search(catalogue, "regular expression").map((h) => h.id)).toEqual(["files.grep"]);
  });

  it("matches parameter names", () => {
    expect(search(catalogue, "url").map((h) => h.id)).toEqual(["web.fetch"]);
  });

  it("matches camelCase spellings in the query", () => {
    expect(search(catalogue, "requestChanges")[0]?.id).toBe("session.request_changes");
  });

  it("matches a word prefix", () => {
    expect(search(catalogue, "dispat").map((h) => [h.id, h.score])).toEqual([
      ["delegation.dispatch", 2],
      ["delegation.await_report", 0.5],
    ]);
  });

  it("returns only what the grant allows", () => {
    expect(search(catalogue, "file", reader).map((h) => h.id)).toEqual(["files.read_file", "files.list_dir", "files.glob", "files.grep"]);
  });

  it("never returns a refused operation however well it matches", () => {
    expect(search(catalogue, "write file", reader).map((h) => h.id)).not.toContain("files.write_file");
  });

  it("names hits in the arm's spelling", () => {
    expect(search(catalogue, "read file", undefined, { arm: "ruby", limit: 1 })).toEqual([
      { id: "files.read_file", name: "GG::Files.read_file", summary: "Read a UTF-8 text file.", score: 8 },
    ]);
  });

  it("is deterministic: equal scores keep catalogue order", () => {
    const hits = search(catalogue, "session");
    expect(hits.map((h) => [h.id, h.score])).toEqual([
      ["session.finish", 3],
      ["session.approve", 3],
      ["session.request_changes", 3],
      ["session.submit_plan", 3],
      ["session.report_progress", 3],
      ["programs.history", 1],
    ]);
  });

  it("lists every allowed operation for an empty query", () => {
    expect(search(catalogue, "", reader, { limit: 100 }).map((h) => h.id)).toEqual([
      "files.read_file",
      "files.list_dir",
      "files.glob",
      "files.grep",
      "session.approve",
      "session.request_changes",
      "session.report_progress",
      "docs.search",
      "docs.view",
    ]);
  });

  it("honours the limit", () => {
    expect(search(catalogue, "file", undefined, { limit: 2 })).toHaveLength(2);
  });

  it("finds nothing for unrelated words", () => {
    expect(search(catalogue, "zebra")).toEqual([]);
  });
});

describe("view", () => {
  it("describes an operation in TypeScript, quoting the import line", () => {
    const result = view(catalogue, "files.read_file");
    expect(result).toEqual({
      ok: true,
      view: {
        id: "files.read_file",
        key: "read_file",
        qualified: "gg.files.readFile",
        shortened: "files.readFile",
        importLine: 'import { files } from "gg";',
        signature: "gg.files.readFile(path: string): string",
        summary: "Read a UTF-8 text file.",
        text: [
          "### `gg.files.readFile`",
          "",
          "```typescript",
          'import { files } from "gg";',
          "",
          "files.readFile(path: string): string",
          "```",
          "",
          "Read a UTF-8 text file.",
          "",
          "Operation `files.read_file`. Without the line: `gg.files.readFile`.",
          "",
        ].join("\n"),
      },
    });
  });

  it("shows the types a signature mentions", () => {
    const result = view(catalogue, "gg.files.listDir");
    expect(result.ok && result.view.text).toContain('// gg.files.DirEntry\ninterface DirEntry {\n  name: string;\n  kind: EntryKind;\n  size: number;\n}');
  });

  it("marks trailing option parameters optional", () => {
    const result = view(catalogue, "views.open_file");
    expect(result.ok && result.view.signature).toBe("gg.views.openFile(path: string, line?: number): void");
  });

  it("accepts any arm's spelling and answers in the arm asked for", () => {
    const result = view(catalogue, "Gg.Files.ReadFile", undefined, "rust");
    expect(result.ok && [result.view.signature, result.view.importLine, result.view.shortened]).toEqual([
      "gg::files::read_file(path: string) -> string",
      "use gg::files;",
      "files::read_file",
    ]);
  });

  it("quotes the import line in every arm's text", () => {
    const result = view(catalogue, "files.read_file", undefined, "java");
    expect(result.ok && result.view.text).toContain("```java\nimport gg.files.Files;\n\nFiles.readFile(path: string) -> string\n```");
  });

  it("answers a refused operation with its refusal", () => {
    expect(view(catalogue, "gg.session.finish", reader)).toEqual({
      ok: false,
      refusal: {
        code: "unavailable",
        operation: "finish",
        message: "`gg.session.finish` is not available. Use `gg.session.approve` or `gg.session.requestChanges` instead.",
      },
    });
  });

  it("answers the refusal in the arm's spelling", () => {
    const result = view(catalogue, "files.write_file", reader, "python");
    expect(!result.ok && "refusal" in result && result.refusal.message).toBe("`gg.files.write_file` is not available.");
  });

  it("answers an unknown name with notFound", () => {
    expect(view(catalogue, "gg.files.readFle")).toEqual({ ok: false, notFound: "gg.files.readFle" });
  });
});
