// broken [TS2488]: a plain object filled by string keys is not iterable, so for…of over it throws
const counts = {};
for (const line of gg.files.readFile("access.log").split("\n")) {
  const status = line.split(" ")[8] ?? "none";
  counts[status] = (counts[status] ?? 0) + 1;
}
for (const [status, n] of counts) console.log(status, n);
