// good: wraps a gg failure in an Error with `cause` and prints the chain
function loadManifest(path: string): { name: string } {
  try {
    return JSON.parse(gg.files.readFile(path)) as { name: string };
  } catch (e) {
    throw new Error(`cannot load ${path}`, { cause: e });
  }
}

try {
  console.log(loadManifest("app/manifest.json").name);
} catch (e) {
  let err: unknown = e;
  const chain: string[] = [];
  while (err instanceof Error) {
    chain.push(err instanceof gg.Failure ? `gg failure ${err.code} in ${err.operation}` : err.message);
    err = err.cause;
  }
  console.log(chain.join("\n  caused by: "));
}
