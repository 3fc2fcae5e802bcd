// good: a helper published on globalThis and then called by its bare name: the global exists when it is read
globalThis.readText = (path) => gg.files.readFile(path);
console.log(readText("README.md").length, globalThis.readText("package.json").length);
