// broken: `gg.files.DirEntry` is a type, not a value; gg has no such member at run time
const placeholder = new gg.files.DirEntry();
placeholder.name = "README.md";
console.log(placeholder);
