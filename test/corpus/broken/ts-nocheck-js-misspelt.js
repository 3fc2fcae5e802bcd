// broken [GG1004]: `@ts-nocheck` does not make `gg.files.readDir` exist (the operation is `gg.files.listDir`); it throws when run
// @ts-nocheck
function tree(dir, depth) {
  for (const e of gg.files.readDir(dir)) {
    console.log("  ".repeat(depth) + e.name);
    if (e.kind === "dir" && depth < 2) tree(`${dir}/${e.name}`, depth + 1);
  }
}
tree(".", 0);
