// good: iterates a parsed tsconfig with for...in and prints compiler options one per line
const text = gg.files.readFile("tsconfig.json").replace(/^\s*\/\/.*$/gm, "");
const config = JSON.parse(text);
const options = config.compilerOptions || {};
for (const key in options) {
  console.log(key + " = " + JSON.stringify(options[key]));
}
