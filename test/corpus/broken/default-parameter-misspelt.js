// broken [TS2551]: a parameter defaulting to gg.files, called with none, then a misspelt member: a TypeError
function list(f = gg.files) {
  return f.lisDir(".");
}
console.log(list());
