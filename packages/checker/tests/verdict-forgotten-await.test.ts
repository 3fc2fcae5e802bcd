// The `await` forgotten: an async function's call always makes a promise, whatever its body returns, so a member no
// promise has, used on it, throws (TS2339, certain), even where the compiler types the promise as resolving to
// anything. Each passing program was run in the guest's environment; each neighbour fails on every run.
import { describe } from "vitest";
import { fails, passes } from "./support/verdict-cases.js";

describe("a member used on what an async function's call gives", () => {
  passes([
    ["the call awaited", "async function load() { return \"a\\nb\"; }\nconst out = await load();\nconsole.log(out.split(\"\\n\").length);\n"],
    ["the result taken in then", "import { shell } from \"gg\";\nasync function retry(fn) { return await fn(); }\nretry(() => shell.run(\"npm ls\").stdout).then((out) => console.log(out.split(\"\\n\").length));\n"],
    ["only what every promise has", "async function load() { return [1, 2]; }\nconst pending = load();\nconsole.log(typeof pending.then, pending instanceof Promise);\n"],
    ["a member the program gives every promise", "Promise.prototype.split = function (sep) { return this.then((t) => t.split(sep)); };\nasync function load() { return \"a b\"; }\nload().split(\" \").then((parts) => console.log(parts.length));\n"],
    ["a plain function's object", "function load() { return { split: (s) => [\"x\", s] }; }\nconsole.log(load().split(\",\"));\n"],
  ]);
  fails([
    ["a retry helper's promise, typed as resolving to anything", "import { shell } from \"gg\";\nasync function retry(fn) { return await fn(); }\nconst out = retry(() => shell.run(\"npm ls\").stdout);\nconsole.log(out.split(\"\\n\").length);\n", ["TS2339@4:17"]],
    ["map on what an async function gives, called in place", "import { files } from \"gg\";\nasync function listDocs() { return files.glob(\"docs/*.md\"); }\nfor (const doc of listDocs().map((p) => p.toUpperCase())) console.log(doc);\n", ["TS2339@3:30"]],
    ["a promise of text, held in a const", "async function load() { return \"a\\nb\"; }\nconst out = load();\nconsole.log(out.split(\"\\n\").length);\n", ["TS2339@3:17"]],
  ]);
});
