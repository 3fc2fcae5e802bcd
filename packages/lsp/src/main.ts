#!/usr/bin/env node
/**
 * The `gg-lsp` process: a language server over stdio. Nothing but protocol reaches stdout: `console`
 * and our own faults go to stderr. `--help` and `--version` answer and exit 0; a usage error is one line, exit 2.
 */
import { createRequire } from "node:module";
import { LSP_HELP, parseLspArgs } from "./cli-args.js";
import { startStdioServer } from "./server.js";

const command = parseLspArgs(process.argv.slice(2));
if (command.kind === "help") {
  process.stdout.write(LSP_HELP);
  process.exit(0);
}
if (command.kind === "version") {
  // Resolved by the package's own name: its package.json at the package root, wherever it is installed.
  process.stdout.write(`${(createRequire(import.meta.url)("@gg/lsp/package.json") as { version: string }).version}\n`);
  process.exit(0);
}
if (command.kind === "usage") {
  process.stderr.write(`gg-lsp: ${command.message}; see gg-lsp --help\n`);
  process.exit(2);
}

// A fault in one request must not end the editor's session: log it where the editor shows stderr.
process.on("uncaughtException", (error) => {
  process.stderr.write(`gg-lsp: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
});
process.on("unhandledRejection", (reason) => {
  process.stderr.write(`gg-lsp: ${reason instanceof Error ? (reason.stack ?? reason.message) : String(reason)}\n`);
});

startStdioServer();
