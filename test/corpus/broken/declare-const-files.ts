// broken: ambient `declare const files` pretends an unqualified `files` exists; it does not at run time
declare const files: { readFile(path: string): string };

const readme = files.readFile("README.md");
console.log(readme.slice(0, 200));
