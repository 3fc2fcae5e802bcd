import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { defaultCatalogue } from "../src/default.js";
import { findOperation, namespaceImportLine, operationByKey, spell } from "../src/spelling.js";
import { ARMS, type Arm, type Operation } from "../src/types.js";

const catalogue = defaultCatalogue();
const readFile = catalogue.operations.find((o) => o.id === "files.read_file") as Operation;

// The SDK's table of the eleven arms (docs/sdk.md, "The eleven arms"), row by row: the import line, the name it buys,
// and the unshortened name.
const TABLE: Record<Arm, { importLine: string; shortened: string; qualified: string }> = {
  typescript: { importLine: 'import { files } from "gg";', shortened: "files.readFile", qualified: "gg.files.readFile" },
  javascript: { importLine: 'import { files } from "gg";', shortened: "files.readFile", qualified: "gg.files.readFile" },
  purescript: { importLine: "import Gg.Files as Gg.Files", shortened: "Gg.Files.readFile", qualified: "Gg.Files.readFile" },
  python: { importLine: "import gg", shortened: "gg.files.read_file", qualified: "gg.files.read_file" },
  ruby: { importLine: 'require "gg"', shortened: "GG::Files.read_file", qualified: "GG::Files.read_file" },
  rust: { importLine: "use gg::files;", shortened: "files::read_file", qualified: "gg::files::read_file" },
  java: { importLine: "import gg.files.Files;", shortened: "Files.readFile", qualified: "gg.files.Files.readFile" },
  kotlin: { importLine: "import gg.files.*", shortened: "readFile", qualified: "gg.files.readFile" },
  swift: { importLine: "import gg", shortened: "files.readFile", qualified: "gg.files.readFile" },
  cpp: { importLine: "#include <gg/files.hpp>", shortened: "gg::files::read_file", qualified: "gg::files::read_file" },
  csharp: { importLine: "using Gg;", shortened: "Files.ReadFile", qualified: "Gg.Files.ReadFile" },
};

describe("spell: the SDK's table, one arm at a time", () => {
  it("covers all eleven arms", () => {
    expect(Object.keys(TABLE).sort()).toEqual([...ARMS].sort());
  });
  it.each(ARMS)("%s", (arm) => {
    expect(spell(readFile, arm)).toEqual(TABLE[arm]);
  });
});

describe("docs/sdk.md's table of the eleven arms", () => {
  // A row: | TypeScript (`typescript`) | `import { files } from "gg";` | `files.readFile(…)` | `gg.files.readFile(…)` |
  const ROW = /^\| [^|]+ \(`([a-z]+)`\) \| `([^`]+)` \| `([^`]+)\(…\)` \| (?:`([^`]+)\(…\)`|the same) \|$/;
  const rows = readFileSync(new URL("../../../docs/sdk.md", import.meta.url), "utf8")
    .split("\n")
    .flatMap((line) => {
      const m = ROW.exec(line);
      return m ? [[m[1], { importLine: m[2], shortened: m[3], qualified: m[4] ?? m[3] }] as const] : [];
    });

  it("is this table, arm by arm, in the order of ARMS", () => {
    expect(rows).toEqual(ARMS.map((arm) => [arm, TABLE[arm]]));
  });
});

describe("spell: multi-word namespaces and keys", () => {
  const op = catalogue.operations.find((o) => o.id === "session.request_changes") as Operation;
  it.each([
    ["typescript", "gg.session.requestChanges"],
    ["purescript", "Gg.Session.requestChanges"],
    ["python", "gg.session.request_changes"],
    ["ruby", "GG::Session.request_changes"],
    ["rust", "gg::session::request_changes"],
    ["java", "gg.session.Session.requestChanges"],
    ["cpp", "gg::session::request_changes"],
    ["csharp", "Gg.Session.RequestChanges"],
  ] as const)("%s → %s", (arm, qualified) => {
    expect(spell(op, arm).qualified).toBe(qualified);
  });
});

describe("namespaceImportLine", () => {
  it("gives the namespace's own line", () => {
    expect([namespaceImportLine("views", "typescript"), namespaceImportLine("views", "rust"), namespaceImportLine("views", "cpp")]).toEqual([
      'import { views } from "gg";',
      "use gg::views;",
      "#include <gg/views.hpp>",
    ]);
  });
});

describe("findOperation", () => {
  it.each(ARMS)("finds files.read_file by the %s qualified and shortened spellings", (arm) => {
    expect([findOperation(catalogue, TABLE[arm].qualified)?.id, findOperation(catalogue, TABLE[arm].shortened)?.id]).toEqual(["files.read_file", "files.read_file"]);
  });

  it("finds an operation by its id", () => {
    expect(findOperation(catalogue, "session.request_changes")?.id).toBe("session.request_changes");
  });

  it("ignores surrounding space and a trailing ()", () => {
    expect(findOperation(catalogue, " gg.files.readFile() ")?.id).toBe("files.read_file");
  });

  it("finds nothing for a misspelling", () => {
    expect(findOperation(catalogue, "gg.files.readFle")).toBeUndefined();
  });

  it("finds nothing for a bare key (a key is not a name in any arm)", () => {
    expect(findOperation(catalogue, "read_file")).toBeUndefined();
  });

  it("resolves a shortened name only when one operation has it", () => {
    const raw = { ...catalogue, operations: [...catalogue.operations, { ...readFile, id: "views.read_file", namespace: "views" }] };
    expect(findOperation(raw, "readFile")).toBeUndefined();
  });
});

describe("operationByKey", () => {
  it("finds by key", () => {
    expect(operationByKey(catalogue, "await_report")?.id).toBe("delegation.await_report");
  });
  it("finds nothing for a spelling", () => {
    expect(operationByKey(catalogue, "awaitReport")).toBeUndefined();
  });
});
