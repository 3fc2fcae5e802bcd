// A `throw` the program reaches on every run, whatever the operations answer, which nothing catches (GG1020). Each
// passing program was run in the guest's environment; each neighbour fails on every run.
import { describe } from "vitest";
import { fails, passes } from "./support/verdict-cases.js";

describe("a throw reached on every run", () => {
  passes([
    ["a throw behind a test of an operation's result", "import { shell } from \"gg\";\nconst r = shell.run(\"npm test\");\nif (r.exitCode > 1) throw new Error(`tests crashed: ${r.stderr}`);\nconsole.log(\"ok\");\n"],
    ["a throwing helper behind ??, whose left has a value", "function fail(message) { throw new Error(message); }\nconst value = [1, 2].find((x) => x > 1) ?? fail(\"none\");\nconsole.log(value);\n"],
    ["a throw its own try catches", "try {\n  throw new Error(\"first attempt\");\n} catch (e) {\n  console.log(\"recovered from\", e.message);\n}\n"],
    ["an async function's throw whose rejection main().catch handles", "async function main() {\n  throw new Error(\"not implemented\");\n}\nmain().catch((e) => console.log(\"main failed:\", e.message));\n"],
    ["a Promise executor's throw, which rejects that promise", "const p = new Promise(() => { throw new Error(\"inside executor\"); });\np.catch((e) => console.log(\"handled\", e.message));\n"],
    ["a generator's throw after a yield nothing resumes", "function* steps() { yield 1; throw new Error(\"never resumed\"); }\nconst it = steps();\nconsole.log(it.next().value);\n"],
    ["a throw in a loop, behind a test of each element", "function check(list) {\n  for (const x of list) if (x < 0) throw new RangeError(\"negative\");\n  return list;\n}\nconsole.log(check([1, 2]));\n"],
    ["a function that throws, never called", "function todo() { throw new Error(\"todo\"); }\nconst handlers = { a: todo, b: () => \"b\" };\nconsole.log(handlers.b());\n"],
    ["a throw behind a test of a list's length", "import { files } from \"gg\";\nconst paths = files.glob(\"*.md\");\nif (paths.length === 0) throw new Error(\"no docs\");\nconsole.log(paths);\n"],
    ["a flag read through a call before its var statement sets it", "function main() {\n  if (FLAG) throw new Error(\"x\");\n}\nmain();\nvar FLAG = true;\n"],
    ["a flag the program sets by eval", "let ready = false;\neval(\"ready = true\");\nif (!ready) throw new Error(\"x\");\n"],
    ["a length a borrowed array method sets, which the text does not show", "var obj = {};\nobj.pop = Array.prototype.pop;\nobj.pop();\nif (obj.length !== 0) throw new Error(\"pop did not set the length\");\nconsole.log(\"ok\", obj.length);\n"],
    ["a length a push sets", "const list = [];\nlist.push(1);\nif (list.length === 0) throw new Error(\"nothing pushed\");\nconsole.log(list.length);\n"],
    ["an async throw after an await, its rejection handled", "async function main() {\n  await null;\n  throw new Error(\"x\");\n}\nmain().catch((e) => console.log(\"handled\", e.message));\n"],
    ["an async throw after a return a parameter decides", "async function main(flag) {\n  await null;\n  if (flag) return;\n  throw new Error(\"x\");\n}\nmain(true);\n"],
    ["an async throw after an await that never settles", "async function main() {\n  await new Promise(() => {});\n  throw new Error(\"never reached\");\n}\nmain();\nconsole.log(\"started\");\n"],
  ]);
  fails([
    ["a bare throw at the top level", "throw new Error(\"not implemented yet\");\n", ["GG1020@1:1"]],
    ["main's last statement throws, main called at the top level", "import { files } from \"gg\";\nfunction main() {\n  const text = files.readFile(\"README.md\");\n  console.log(text.length);\n  throw new Error(\"TODO: summarise\");\n}\nmain();\n", ["GG1020@5:3"]],
    ["an async main's throw, its rejection unhandled", "async function main() {\n  console.log(\"start\");\n  throw new Error(\"not implemented\");\n}\nmain();\n", ["GG1020@3:3"]],
    ["a throw in a plain block", "import { files } from \"gg\";\nconst text = files.readFile(\"a.txt\");\n{\n  console.log(text);\n  throw new TypeError(\"stop here\");\n}\n", ["GG1020@5:3"]],
    ["a finally that throws", "try {\n  console.log(\"work\");\n} finally {\n  throw new Error(\"cleanup failed\");\n}\n", ["GG1020@4:3"]],
    ["a throw behind a constant flag", "const DEBUG = true;\nif (DEBUG) throw new Error(\"debug stop\");\nconsole.log(\"unreachable\");\n", ["GG1020@2:12"]],
    ["a throw after an await, the call awaited", "async function run() { await null; throw new Error(\"late\"); }\nawait run();\n", ["GG1020@1:36"]],
    ["an async throw after an await, its rejection unhandled", "async function main() {\n  await null;\n  throw new Error(\"x\");\n}\nmain();\n", ["GG1020@3:3"]],
  ]);
});
