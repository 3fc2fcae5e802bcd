// broken [TS2448]: uses a let at the top level before its declaration runs; a ReferenceError (temporal dead zone)
console.log(`scanning ${root}`);
let root = ".";
console.log(gg.files.listDir(root).length);
