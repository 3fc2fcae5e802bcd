// broken [GG1004]: `@ts-ignore` hides an unqualified `files`, which is still certain to throw when run
type Summary = { dirs: number; files: number };
const summary: Summary = { dirs: 0, files: 0 };

// @ts-ignore
const listing: gg.files.DirEntry[] = files.listDir(".");
for (const e of listing) {
  if (e.kind === "dir") summary.dirs++;
  else summary.files++;
}
console.log(JSON.stringify(summary));
