// good: prints the first heading and line count of the README
const readme = gg.files.readFile("README.md");
const heading = readme.split("\n").find((l) => l.startsWith("# "));
console.log(heading ?? "(no heading)", `— ${readme.split("\n").length} lines`);
