// A global the program sets itself (`globalThis.ROOT = …`), read where the read certainly runs before any statement
// that can set it: a ReferenceError. Each passing program was run in the guest's environment; each neighbour fails
// on every run.
import { describe } from "vitest";
import { fails, passes } from "./support/verdict-cases.js";

describe("a global read before the program sets it", () => {
  passes([
    ["the global set before the read", "globalThis.ROOT = \".\";\nconsole.log(ROOT);\n"],
    ["a function that reads it, called after the write", "function show() { console.log(ROOT); }\nglobalThis.ROOT = \".\";\nshow();\n"],
    ["set by a function called first", "function setup() { globalThis.APP = { name: \"x\" }; }\nsetup();\nconsole.log(APP.name);\n"],
    ["a read behind a typeof test", "if (typeof ROOT === \"undefined\") console.log(\"not yet\");\nglobalThis.ROOT = \".\";\nconsole.log(ROOT);\n"],
    ["set by a method called first", "const setters = { root() { globalThis.ROOT = \".\"; } };\nsetters.root();\nconsole.log(ROOT);\n"],
    ["the early read inside a try", "try {\n  console.log(ROOT);\n} catch (e) {\n  console.log(\"unset:\", e.name);\n}\nglobalThis.ROOT = \".\";\n"],
    ["an early read in a catch", "import { files } from \"gg\";\ntry {\n  files.readFile(\"a.txt\");\n} catch {\n  console.log(FALLBACK);\n}\nglobalThis.FALLBACK = \"none\";\n"],
    ["an early read on the right of &&, which a value decides", "import { files } from \"gg\";\nconst x = files.listDir(\".\").length > 5 && MARK;\nglobalThis.MARK = \"*\";\nconsole.log(x);\n"],
  ]);
  fails([
    ["read on the line before the write", "console.log(ROOT);\nglobalThis.ROOT = \".\";\n", ["TS2304@1:13"]],
    ["read in a function called before the write", "function main() { return APP_CONFIG.name; }\nconsole.log(main());\nglobalThis.APP_CONFIG = { name: \"app\" };\n", ["TS2304@1:26"]],
    ["set by a function called only after the read", "function install() { globalThis.LOGGER = console; }\nLOGGER.log(\"start\");\ninstall();\n", ["TS2304@2:1"]],
  ]);
});
