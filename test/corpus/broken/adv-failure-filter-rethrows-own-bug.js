// broken [TS2552]: a catch that throws again whatever is not a gg failure does not catch the program's own ReferenceError
function summarise(text) {
  return text.split("\n").length;
}

try {
  const text = gg.files.readFile("CHANGELOG.md");
  console.log(summarize(text));
} catch (err) {
  if (!(err instanceof gg.Failure)) throw err;
  console.warn(`no changelog: ${err.code}`);
}
