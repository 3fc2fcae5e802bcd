// broken: uses the operation key spelling `gg.files.read_file`; the TypeScript spelling is `gg.files.readFile`
const text = gg.files.read_file("README.md");
console.log(text.length);
