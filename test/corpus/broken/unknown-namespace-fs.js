// broken: `gg.fs` is not a namespace of gg; the file operations are under `gg.files`
const text = gg.fs.readFile("package.json");
console.log(JSON.parse(text).version);
