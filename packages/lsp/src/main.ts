#!/usr/bin/env node
/**
 * The `gg-lsp` process: a language server over stdio. Nothing but protocol reaches stdout: `console`
 * and our own faults go to stderr.
 */
import { startStdioServer } from "./server.js";

const USAGE = "usage: gg-lsp --stdio\n";

if (!process.argv.slice(2).includes("--stdio")) {
  process.stderr.write(USAGE);
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
