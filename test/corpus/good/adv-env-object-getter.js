// good: an object literal's getter answers `typeof gg`, so the Node side of every test is dead in the guest
const env = {
  get gg() {
    return typeof gg !== "undefined";
  },
};

function read(path) {
  return env.gg ? gg.files.readFile(path) : require("node:fs").readFileSync(path, "utf8");
}

const text = read("README.md");
console.log(text.split("\n").length, "lines");
