// gg-lsp's command line as a user meets it: --help and --version exit 0 with their text on stdout; a usage error is
// one line on stderr ending in a pointer to --help, exit 2; --stdio serves (the stdio suite drives that).
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseLspArgs } from "../src/cli-args.js";

const MAIN = fileURLToPath(new URL("../dist/main.js", import.meta.url));
const run = (...args: string[]) => {
  const { status, stdout, stderr } = spawnSync(process.execPath, [MAIN, ...args], { encoding: "utf8", input: "" });
  return { code: status, stdout, stderr };
};

describe("gg-lsp's command line", () => {
  it.each(["--help", "-h"])("%s prints the usage and exits 0", (flag) => {
    const { code, stdout, stderr } = run(flag);
    expect([code, stderr]).toEqual([0, ""]);
    expect(stdout.startsWith("Usage: gg-lsp --stdio\n")).toBe(true);
  });

  it.each(["--version", "-v"])("%s prints the package's version and exits 0", (flag) => {
    const { version } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { version: string };
    expect(run(flag)).toEqual({ code: 0, stdout: `${version}\n`, stderr: "" });
  });

  it.each([
    [["--stdoi"], "gg-lsp: unknown option --stdoi (did you mean --stdio?); see gg-lsp --help\n"],
    [[], "gg-lsp: no transport given: use --stdio; see gg-lsp --help\n"],
    [["--stdio", "extra"], "gg-lsp: unexpected argument extra; see gg-lsp --help\n"],
  ])("%j is a usage error: one line, exit 2", (args, message) => {
    expect(run(...args)).toEqual({ code: 2, stdout: "", stderr: message });
  });

  it("reads --help and --version before anything else, and --stdio alone as the server", () => {
    expect(parseLspArgs(["--stdio", "--version"])).toEqual({ kind: "version" });
    expect(parseLspArgs(["--bogus", "--help"])).toEqual({ kind: "usage", message: "unknown option --bogus" });
    expect(parseLspArgs(["--stdio"])).toEqual({ kind: "stdio" });
  });
});
