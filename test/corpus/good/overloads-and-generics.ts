// good: an overloaded helper and a generic result type wrap gg calls that may fail
type Result<T> = { ok: true; value: T } | { ok: false; error: string };

function attempt<T>(f: () => T): Result<T> {
  try {
    return { ok: true, value: f() };
  } catch (e) {
    return { ok: false, error: e instanceof gg.Failure ? `${e.operation}: ${e.code}` : String(e) };
  }
}

function lines(path: string): string[];
function lines(path: string, limit: number): string[];
function lines(path: string, limit?: number): string[] {
  const all = gg.files.readFile(path).split("\n");
  return limit === undefined ? all : all.slice(0, limit);
}

const results = ["README.md", "MISSING.md"].map((p) => [p, attempt(() => lines(p, 5))] as const);
for (const [path, r] of results) {
  console.log(r.ok ? `${path}:\n${r.value.join("\n")}` : `${path}: ${r.error}`);
}
