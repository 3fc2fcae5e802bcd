// broken [GG1010]: a function and a `var` of the same name in one block: an early SyntaxError, the program never loads
const entries = gg.files.listDir(".");
if (entries.length > 0) {
  function describe(entry) {
    return `${entry.name}`;
  }
  var describe = (entry) => entry.name.toUpperCase();
  console.log(entries.map(describe).join(", "));
}
