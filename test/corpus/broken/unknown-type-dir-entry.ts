// broken [TS2304]: the type `DirEntry` is not in scope unqualified; it is `gg.files.DirEntry`
function names(entries: DirEntry[]): string[] {
  return entries.map((e) => e.name);
}

console.log(names(gg.files.listDir(".")).join(", "));
