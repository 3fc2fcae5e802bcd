// A `var` used as an object through a call that runs before its statement gives it a value: hoisted, it still holds
// `undefined` there (GG1009). Each passing program was run in the guest's environment; each neighbour fails on every run.
import { describe } from "vitest";
import { fails, passes } from "./support/verdict-cases.js";

describe("a var used as an object through a call before its statement sets it", () => {
  passes([
    ["a function that tests whether the var is set yet", "function show() { console.log(typeof CONFIG === \"undefined\" ? \"unset\" : CONFIG.root); }\nshow();\nvar CONFIG = { root: \".\" };\nshow();\n"],
    ["the var set before the call", "var CONFIG = { root: \".\" };\nmain();\nfunction main() { console.log(CONFIG.root); }\n"],
    ["a function called after the var is set", "function later() { return NAMES.map((n) => n.toUpperCase()); }\nvar NAMES = [\"a\", \"b\"];\nconsole.log(later());\n"],
    ["the use behind a branch the call does not take", "function maybe(flag) { if (flag) console.log(LIMITS.max); }\nmaybe(false);\nvar LIMITS = { max: 3 };\n"],
    ["the early call inside a try with a catch", "try { start(); } catch (e) { console.log(\"not yet:\", e.constructor.name); }\nvar STATE = { n: 1 };\nfunction start() { return STATE.n; }\n"],
    ["a use that is no object use (String of it)", "function label() { return String(TITLE); }\nconsole.log(label());\nvar TITLE = \"report\";\n"],
  ]);
  fails([
    ["a member read through a call before the var statement", "main();\nvar CONFIG = { root: \".\" };\nfunction main() { console.log(CONFIG.root); }\n", ["GG1009@1:1"]],
    ["a for...of through a call", "function run() { for (const p of PATHS) console.log(p); }\nrun();\nvar PATHS = [\"a\"];\n", ["GG1009@2:1"]],
    ["a spread in a constructor, through new", "class Report { constructor() { this.lines = [...HEADER]; } }\nnew Report();\nvar HEADER = [\"# report\"];\n", ["GG1009@2:1"]],
    ["the var taken apart through a call", "function setup() { const { root } = SETTINGS; return root; }\nsetup();\nvar SETTINGS = { root: \".\" };\n", ["GG1009@2:1"]],
  ]);
});
