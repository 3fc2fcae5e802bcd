/**
 * The layers of STYLE.md: only the server and its features know the protocol library.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const src = fileURLToPath(new URL("../src", import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : entry.name.endsWith(".ts") ? [join(dir, entry.name)] : [],
  );
}

describe("layers", () => {
  it("imports vscode-languageserver only from server.ts and features/", () => {
    const offenders = sources(src)
      .filter((file) => /from "vscode-languageserver(\/[^"]*)?"/.test(readFileSync(file, "utf8")))
      .map((file) => relative(src, file))
      .filter((file) => file !== "server.ts" && !file.startsWith("features/"));
    expect(offenders).toEqual([]);
  });

  it("keeps the analysis layer free of the protocol's text-document package too", () => {
    const offenders = sources(join(src, "analysis")).filter((file) => readFileSync(file, "utf8").includes("vscode-languageserver"));
    expect(offenders).toEqual([]);
  });
});
