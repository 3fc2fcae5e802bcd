// A gg operation used as the value it answers, the call forgotten (`programs.history.filter(…)`): the operation
// itself is a function, which is not iterable and has no such member, so the use throws on every run it reaches; and
// a field taken apart from a list an operation answers, which no list has. Each passing program was run in the
// guest's environment; each neighbour fails on every run.
import { describe } from "vitest";
import { fails, passes } from "./support/verdict-cases.js";

describe("a gg operation used without calling it", () => {
  passes([
    ["what every function has, and a typeof test", "import { programs } from \"gg\";\nconsole.log(programs.history.name, typeof programs.library === \"function\");\n"],
    ["the operations called first", "import { programs } from \"gg\";\nconst names = programs.library();\nfor (const name of names) console.log(\"saved:\", name);\nconsole.log(programs.history(5).filter((r) => r).length);\n"],
    ["a local object of the same name", "const programs = { history: [{ outcome: \"ok\" }] };\nconsole.log(programs.history.filter((r) => r.outcome === \"ok\").length);\n"],
    ["length taken apart from an operation, which every function has", "import { shell } from \"gg\";\nconst { length } = shell.run;\nconsole.log(\"run takes\", length, \"arguments\");\n"],
  ]);
  fails([
    ["for…of over the operation itself", "import { programs } from \"gg\";\nfor (const name of programs.library) console.log(\"saved:\", name);\n", ["TS2488@2:20"]],
    ["an array pattern taking the operation apart", "import { programs } from \"gg\";\nconst [latest] = programs.history;\nconsole.log(latest);\n", ["TS2488@2:7"]],
    ["filter called on the operation itself", "import { programs } from \"gg\";\nconst failed = programs.history.filter((r) => r.outcome !== \"ok\");\nconsole.log(failed.length);\n", ["TS2339@2:33"]],
    ["a field taken apart from the operation itself, then used", "import { shell } from \"gg\";\nconst { stdout } = shell.run;\nconsole.log(stdout.trim());\n", ["TS2339@2:9"]],
  ]);
});

describe("a field taken apart from a list an operation answers", () => {
  passes([["length taken apart from the list", "import { docs } from \"gg\";\nconst { length } = docs.search(\"retry policy\");\nconsole.log(length);\n"]]);
  fails([["results taken apart from the search's hits, then used", "import { docs } from \"gg\";\nconst { results } = docs.search(\"retry policy\");\nconsole.log(results.length);\n", ["TS2339@2:9"]]]);
});
