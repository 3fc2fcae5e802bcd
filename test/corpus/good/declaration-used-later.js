// good: uses a let inside a function that runs after the declaration, and one behind a condition that is false
function show() {
  console.log(`scanning ${root}`);
}
let root = ".";
show();
console.log(gg.files.listDir(root).length);
