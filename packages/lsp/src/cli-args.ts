/** The command line of `gg-lsp`, read into what to do: serve on stdio, print help or the version, or a usage error. */
import { closest } from "@gg/catalogue";

/** What the command line asks for. */
export type LspCommand = { readonly kind: "stdio" } | { readonly kind: "help" } | { readonly kind: "version" } | { readonly kind: "usage"; readonly message: string };

/** The help text of `gg-lsp`. */
export const LSP_HELP = [
  "Usage: gg-lsp --stdio",
  "",
  "A language server for gg guest programs: the checker's and the ESLint rules' diagnostics, hover, completion,",
  "quick fixes and documentation search, over the Language Server Protocol on stdin and stdout.",
  "It is started by an editor's LSP client; it attaches to programs in a folder with a gg.config.json (or below one).",
  "",
  "Options:",
  "  --stdio        speak the protocol on stdin/stdout (the only transport)",
  "  -h, --help     show this text",
  "  -v, --version  show the version",
  "",
].join("\n");

const FLAGS = ["stdio", "help", "version"];

/** Reads `gg-lsp`'s arguments (without `node` and the script). Editors may pass more than one flag; --help and --version win. */
export function parseLspArgs(argv: readonly string[]): LspCommand {
  let stdio = false;
  for (const arg of argv) {
    if (arg === "--help" || arg === "-h") return { kind: "help" };
    if (arg === "--version" || arg === "-v") return { kind: "version" };
    if (arg === "--stdio") stdio = true;
    else {
      const near = arg.startsWith("-") ? closest(arg.replace(/^-+/, ""), FLAGS, 1)[0] : undefined;
      const what = arg.startsWith("-") ? `unknown option ${arg}` : `unexpected argument ${arg}`;
      return { kind: "usage", message: `${what}${near === undefined ? "" : ` (did you mean --${near}?)`}` };
    }
  }
  return stdio ? { kind: "stdio" } : { kind: "usage", message: "no transport given: use --stdio" };
}
