// A closure a wrapper returns (`(fn) => (...a) => { …; return fn(...a); }`) is entered where the program calls what
// the wrapper gave; its own call of the wrapped function runs only once it already runs, so it catches nothing of
// the closure's. Each passing program was run in the guest's environment; each neighbour fails on every run.
import { describe } from "vitest";
import { fails, passes } from "./support/verdict-cases.js";

describe("a closure a wrapper returns", () => {
  passes([
    ["the wrapped call inside a try with a catch", "const wrap = (fn) => (k) => fn(k);\nconst safe = wrap((n) => gg.files.readFle(n));\ntry {\n  safe(\"a.txt\");\n} catch (e) {\n  console.log(\"no such operation:\", e.name);\n}\n"],
    ["a retry wrapper whose try catches what the wrapped function throws", "const withRetry = (fn) => (...args) => {\n  for (let i = 0; i < 3; i++) {\n    try {\n      return fn(...args);\n    } catch (e) {\n      console.log(\"attempt\", i, \"failed:\", e.name);\n    }\n  }\n  return \"gave up\";\n};\nconsole.log(withRetry(() => process.cwd())());\n"],
    ["stored handlers called inside a try", "const handlers = [];\nconst on = (fn) => handlers.push(fn);\non(() => Deno.exit(0));\nfor (const h of handlers) {\n  try {\n    h();\n  } catch (e) {\n    console.log(\"handler failed:\", e.name);\n  }\n}\n"],
    ["a wrapper that tests for the global first", "const timed = (fn) => (...a) => {\n  const t = typeof performance === \"undefined\" ? Date.now() : performance.now();\n  return [fn(...a), t];\n};\nconsole.log(timed(gg.files.readFile)(\"a.txt\")[0]);\n"],
    ["a closure a wrapper returns, never called", "const wrap = (fn) => () => { performance.now(); return fn(); };\nconst w = wrap(() => 1);\nconsole.log(typeof w);\n"],
    ["an async closure whose rejection the caller's catch handles", "const timed = (fn) => async () => { performance.now(); return fn(); };\ntimed(() => 1)().catch((e) => console.log(\"handled\", e.name));\n"],
    ["a closure handed to then, the chain ending in catch", "const wrap = (fn) => (x) => { performance.now(); return fn(x); };\nPromise.resolve(1).then(wrap((x) => x)).catch((e) => console.log(\"handled\", e.name));\n"],
    ["closures stored in a Map nothing reads", "const wrap = (fn) => () => { structuredClone(1); return fn(); };\nconst registry = new Map([[\"a\", wrap(() => 1)]]);\nconsole.log(registry.size);\n"],
    ["a debounced closure never called", "const debounce = (fn) => () => { setTimeout(fn, 10); };\nconst save = debounce(() => 1);\nconsole.log(typeof save);\n"],
  ]);
  fails([
    ["a closure a wrapper returns, called in place", "const wrap = (fn) => (k) => fn(k);\nwrap((n) => gg.files.readFle(n))(\"a.txt\");\n", ["TS2551@2:22"]],
    ["a wrapper's closure reads a missing global before it calls the wrapped operation", "const withEnv = (fn) => (c) => fn(process.env.PREFIX + c);\nconsole.log(withEnv(gg.shell.run)(\"ls\").stdout);\n", ["TS2591@1:35"]],
    ["a timing wrapper's closure held in a const and called", "function timed(fn) {\n  return (...args) => {\n    const start = performance.now();\n    const out = fn(...args);\n    console.log(\"took\", performance.now() - start);\n    return out;\n  };\n}\nconst read = timed(gg.files.readFile);\nconsole.log(read(\"a.txt\"));\n", ["TS2304@3:19","TS2304@5:25"]],
    ["arguments in an arrow at the top level", "const logged = (fn) => (...a) => arguments.length + fn(...a);\nlogged(gg.files.readFile)(\"a.txt\");\n", ["TS2304@1:34"]],
    ["a closure stored in a Map, read by get and called", "const wrap = (fn) => () => { structuredClone(1); return fn(); };\nconst registry = new Map([[\"a\", wrap(() => 1)]]);\nconsole.log(registry.get(\"a\")());\n", ["TS2304@1:30"]],
  ]);
});
