// The shipped catalogue.json holds exactly the default catalogue's tables, written out below row by row: a change to
// catalogue.json is a change to this test too.
import { describe, expect, it } from "vitest";
import { defaultCatalogue } from "../src/default.js";
import { formatTypeRef } from "../src/type-ref.js";
import type { Binding, TypeDef } from "../src/types.js";

// The operations: id | binding | signature | summary
const OPERATIONS = `
files.read_file | capability fs.read | (path: string) -> string | Read a UTF-8 text file.
files.list_dir | capability fs.read | (path: string) -> list<dir-entry> | List a directory's entries.
files.stat | capability fs.read | (path: string) -> option<file-info> | Describe a path, or nothing when it does not exist.
files.glob | capability fs.read | (pattern: string) -> list<string> | Paths matching a glob pattern.
files.grep | capability fs.read | (pattern: string, options: option<grep-options>) -> list<grep-match> | Lines matching a regular expression.
files.write_file | capability fs.write | (path: string, contents: string) -> () | Create or replace a text file.
files.edit_file | capability fs.write | (path: string, edits: list<text-edit>) -> edit-result | Replace exact text in a file.
files.delete_file | capability fs.write | (path: string) -> () | Delete a file.
views.open_file | capability views | (path: string, line: option<u32>) -> () | Show a file to the person watching.
views.show_diff | capability views | (path: string) -> () | Show the pending change to a file.
shell.run | capability shell | (command: string, options: option<run-options>) -> run-result | Run a shell command.
web.fetch | capability net | (url: string) -> web-response | Fetch a URL.
programs.history | capability programs | (limit: option<u32>) -> list<program-record> | Programs run earlier in this session, newest first.
programs.library | capability programs | () -> list<string> | Names of the saved programs.
programs.load | capability programs | (name: string) -> string | Source of a saved program.
delegation.dispatch | capability delegate | (role: string, brief: string) -> string | Start another agent; returns its handle.
delegation.await_report | capability delegate | (handle: string) -> report | Wait for a dispatched agent's report.
delegation.transition_state | machine | (to: string) -> () | Move the machine this agent stands in to another state.
session.finish | ending worker | (summary: string) -> () | End the session as a worker.
session.approve | ending reviewer | (note: option<string>) -> () | End a review, approving.
session.request_changes | ending reviewer | (note: string) -> () | End a review, asking for changes.
session.submit_plan | ending planner | (plan: string) -> () | End planning, submitting the plan.
session.report_progress | always | (message: string) -> () | Tell the person watching how far the work is.
docs.search | always | (query: string) -> list<doc-hit> | Search the documentation of what this agent may call.
docs.view | always | (name: string) -> option<string> | The documentation of one operation this agent may call.`
  .trim()
  .split("\n");

// The types: name | definition
const TYPES = `
entry-kind | enum { file, dir, symlink }
dir-entry | record { name: string, kind: entry-kind, size: u64 }
file-info | record { path: string, kind: entry-kind, size: u64, modified-ms: u64 }
grep-options | record { glob: option<string>, ignore-case: option<bool>, max-results: option<u32> }
grep-match | record { path: string, line: u32, text: string }
text-edit | record { old-text: string, new-text: string }
edit-result | record { replacements: u32 }
run-options | record { cwd: option<string>, timeout-ms: option<u32>, stdin: option<string> }
run-result | record { exit-code: s32, stdout: string, stderr: string }
web-response | record { status: u16, content-type: option<string>, body: string }
program-record | record { id: string, language: string, source: string, outcome: string }
report | record { status: string, summary: string }
doc-hit | record { name: string, summary: string }`
  .trim()
  .split("\n");

const catalogue = defaultCatalogue();

const bindingText = (b: Binding): string =>
  b.kind === "capability" ? `capability ${b.capability}` : b.kind === "ending" ? `ending ${b.role}` : b.kind;

const typeText = (t: TypeDef): string =>
  t.kind === "enum" ? `enum { ${t.cases.join(", ")} }` : `record { ${t.fields.map((f) => `${f.name}: ${formatTypeRef(f.type)}`).join(", ")} }`;

describe("the default catalogue holds its tables", () => {
  it("has the capabilities, roles and failure codes", () => {
    expect([catalogue.capabilities, catalogue.roles, catalogue.failureCodes]).toEqual([
      ["fs.read", "fs.write", "views", "shell", "net", "programs", "delegate"],
      ["worker", "reviewer", "planner"],
      ["unavailable", "invalid_argument", "not_found", "failed", "internal"],
    ]);
  });

  it("has the 25 operations, in order, with their bindings, signatures and summaries", () => {
    const rows = catalogue.operations.map((o) =>
      [o.id, bindingText(o.binding), `(${o.params.map((p) => `${p.name}: ${formatTypeRef(p.type)}`).join(", ")}) -> ${formatTypeRef(o.result)}`, o.summary].join(" | "),
    );
    expect(rows).toEqual(OPERATIONS);
  });

  it("has the 13 types, in order", () => {
    expect(catalogue.types.map((t) => `${t.name} | ${typeText(t)}`)).toEqual(TYPES);
  });
});
