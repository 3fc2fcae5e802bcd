// A function written in an array literal a `const` holds, every use of which reads an element by an index the text
// fixes, runs only where its own index is read. Each passing program was run in the guest's environment; each
// neighbour fails on every run.
import { describe } from "vitest";
import { fails, passes } from "./support/verdict-cases.js";

describe("functions in an array read by constant index", () => {
  passes([
    ["only the first element called, by a constant index, beside the length", "const readers = [(p) => gg.files.readFile(p), (p) => Deno.readTextFileSync(p)];\nconsole.log(readers[0](\"a.txt\"), readers.length);\n"],
    ["the index a const holds", "const IMPLS = [() => \"gg\", () => require(\"fs\").readFileSync(\"x\")];\nconst FIRST = 0;\nconsole.log(IMPLS[FIRST]());\n"],
    ["an index a parameter hands, every call giving 0", "const readers = [(p) => gg.files.readFile(p), (p) => Deno.readTextFileSync(p)];\nconst pick = (i) => readers[i];\nconsole.log(pick(0)(\"a.txt\"));\n"],
    ["only the first taken apart into a binding and called", "const ops = [() => 1, () => structuredClone(1)];\nconst [first] = ops;\nconsole.log(first());\n"],
    ["only the first read by at(0)", "const ops = [() => 1, () => structuredClone(1)];\nconsole.log(ops.at(0)());\n"],
  ]);
  fails([
    ["the element called is the one that reads the missing global", "const readers = [(p) => gg.files.readFile(p), (p) => Deno.readTextFileSync(p)];\nconsole.log(readers[1](\"a.txt\"));\n", ["TS2304@1:54"]],
    ["every element called in a loop", "const steps = [() => gg.shell.run(\"npm ci\"), () => process.exit(0)];\nfor (const step of steps) step();\n", ["TS2591@1:52"]],
    ["an index a parameter hands, a call giving 1", "const readers = [(p) => gg.files.readFile(p), (p) => Deno.readTextFileSync(p)];\nconst pick = (i) => readers[i];\nconsole.log(pick(1)(\"a.txt\"));\n", ["TS2304@1:54"]],
    ["the array reordered before the constant index", "const handlers = [() => 1, () => process.cwd()];\nhandlers.reverse();\nconsole.log(handlers[0]());\n", ["TS2591@1:34"]],
    ["the last read by at(-1) and called", "const ops = [() => 1, () => structuredClone({ a: 1 })];\nconsole.log(ops.at(-1)());\n", ["TS2304@1:29"]],
    ["the second taken apart into a binding and called", "const ops = [() => 1, () => structuredClone({ a: 1 })];\nconst [, second] = ops;\nconsole.log(second());\n", ["TS2304@1:29"]],
  ]);
});
