// good: calls function declarations before they appear (hoisting) and uses var
var report = build(gg.files.glob("**/*.md"));
print(report);

function build(paths) {
  var out = [];
  for (var i = 0; i < paths.length; i++) out.push(paths[i] + " (" + gg.files.readFile(paths[i]).length + " chars)");
  return out;
}

function print(lines) {
  console.log(lines.join("\n"));
}
