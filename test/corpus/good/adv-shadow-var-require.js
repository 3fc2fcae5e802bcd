// good: a module-level `var require` (a tiny loader over saved programs) is declared after its first use in a function that runs later
import { programs } from "gg";

function loadHelper(name) {
  return require(name);
}

var require = function (name) {
  const source = programs.load(name);
  return { name, lines: source.split("\n").length };
};

const names = programs.library();
for (const name of names.slice(0, 5)) {
  const helper = loadHelper(name);
  console.log(`${helper.name}: ${helper.lines} lines`);
}
