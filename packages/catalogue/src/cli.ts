#!/usr/bin/env node
// The gg-catalogue process entry: run, write, exit. Everything is caught below so no stack trace reaches a user.
import { runCli } from "./cli-run.js";

try {
  const out = runCli(process.argv.slice(2));
  if (out.stdout) process.stdout.write(out.stdout);
  if (out.stderr) process.stderr.write(out.stderr);
  process.exitCode = out.code;
} catch (e) {
  process.stderr.write(`gg-catalogue: internal error: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exitCode = 1;
}
