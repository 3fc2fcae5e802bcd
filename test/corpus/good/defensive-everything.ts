// good: an over-defensive program that wraps every gg call and checks every value before use
import * as gg from "gg";

function safe<T>(label: string, f: () => T, fallback: T): T {
  try {
    return f();
  } catch (err) {
    if (err instanceof gg.Failure) {
      console.warn(`${label}: ${err.code} (${err.operation}) ${err.message}`);
    } else {
      console.warn(`${label}: unexpected ${String(err)}`);
    }
    return fallback;
  }
}

const entries = safe("list", () => gg.files.listDir("."), [] as gg.files.DirEntry[]);
const readme = safe("readme", () => gg.files.readFile("README.md"), "");
const branch = safe("branch", () => gg.shell.run("git branch --show-current").stdout.trim(), "unknown");
const hits = safe("grep", () => gg.files.grep("TODO", { maxResults: 10 }), [] as gg.files.GrepMatch[]);

const report = {
  entries: Array.isArray(entries) ? entries.length : 0,
  readmeLines: typeof readme === "string" && readme.length > 0 ? readme.split("\n").length : 0,
  branch: branch || "unknown",
  todos: hits.length,
};
safe("progress", () => gg.session.reportProgress(JSON.stringify(report)), undefined);
