// A reviewer reads the change, catches gg.Failure by its operation key, and ends its session the reviewer's way.
import * as g from "gg";

function readOrNull(path: string): string | null {
  try {
    return g.files.readFile(path);
  } catch (e) {
    if (e instanceof g.Failure && e.operation === "read_file" && e.code === "not_found") {
      return null;
    }
    throw e;
  }
}

const changelog = readOrNull("CHANGELOG.md");
const todos = g.files.grep("TODO|FIXME", { glob: "src/**/*.ts", maxResults: 20 });

for (const hit of todos) {
  console.log(`${hit.path}:${hit.line}: ${hit.text.trim()}`);
}

if (changelog === null || todos.length > 0) {
  g.session.requestChanges(changelog === null ? "Please add a CHANGELOG entry." : `${todos.length} TODOs left.`);
} else {
  // A reviewer cannot finish like a worker: the forecast says which calls to make instead.
  g.session.finish("looks good");
}
