// A catch that throws again whatever is not a gg failure of a code (`if (e.code !== "not_found") throw e;`): the errors
// the language throws have no `code`, so they go on through it. Each passing program was run in the guest's
// environment; each neighbour fails on every run.
import { describe } from "vitest";
import { fails, passes } from "./support/verdict-cases.js";

describe("a catch that lets through only failures of a code", () => {
  passes([
    ["a gg failure of that code let through, nothing certain in the try", "import { files } from \"gg\";\nlet text = \"\";\ntry { text = files.readFile(\"notes.md\"); } catch (e) { if (e.code !== \"not_found\") throw e; }\nconsole.log(text.length);\n"],
    ["a catch that only logs other errors", "import { files } from \"gg\";\ntry { files.readFile(\"a\").then((t) => t); } catch (e) { if (e.code !== \"not_found\") console.log(\"other\", e.name); }\n"],
    ["the program gives every error a code", "import { files } from \"gg\";\nError.prototype.code = \"not_found\";\ntry { files.readFile(\"a\").then((t) => t); } catch (e) { if (e.code !== \"not_found\") throw e; }\nconsole.log(\"done\");\n"],
    ["a catch that handles both ways", "import { files } from \"gg\";\ntry { files.readFile(\"a\").then((t) => t); } catch (e) { if (e.code === \"not_found\") console.log(\"none\"); else console.log(\"other\"); }\n"],
  ]);
  fails([
    ["a certain TypeError in the try, a catch that throws again unless the code matches", "import { files } from \"gg\";\ntry { files.readFile(\"a\").then((t) => t); } catch (e) { if (e.code !== \"not_found\") throw e; }\n", ["TS2339@2:27"]],
    ["the same with != in a function", "import { files } from \"gg\";\nfunction load(p) {\n  try {\n    return files.readFile(p).lines();\n  } catch (err) {\n    if (err.code != \"not_found\") throw err;\n    return [];\n  }\n}\nconsole.log(load(\"a.txt\"));\n", ["TS2339@4:30"]],
    ["the code test with the throw in its else", "import { files } from \"gg\";\ntry { files.readFile(\"a\").then((t) => t); } catch (e) { if (e.code === \"not_found\") { console.log(\"none\"); } else { throw e; } }\n", ["TS2339@2:27"]],
  ]);
});

describe("a rejection handler that lets through only failures of a code", () => {
  passes([
    ["a rejection handler that only logs other errors", "import { files } from \"gg\";\nconst f = async () => files.readFile(\"a\").then((t) => t);\nawait f().catch((e) => { if (e.code !== \"not_found\") console.log(\"other\", e.name); });\n"],
    ["a rejection handler letting failures of a code through, nothing certain in the function", "import { files } from \"gg\";\nasync function load(p) { return files.readFile(p).split(\"\\n\"); }\nconst lines = await load(\"a.txt\").catch((e) => { if (e.code !== \"not_found\") throw e; return []; });\nconsole.log(lines.length);\n"],
  ]);
  fails([
    ["a certain TypeError rejecting a promise whose handler throws again unless the code matches", "import { files } from \"gg\";\nconst f = async () => files.readFile(\"a\").then((t) => t);\nawait f().catch((e) => { if (e.code !== \"not_found\") throw e; });\n", ["TS2339@2:43"]],
    ["the same with a handler that throws again whatever is no gg failure", "import { files } from \"gg\";\nasync function load(p) { return files.readFile(p).lines(); }\nload(\"a.txt\").catch(function (err) {\n  if (!(err instanceof gg.Failure)) throw err;\n  console.log(\"missing\", err.code);\n});\n", ["TS2339@2:51"]],
  ]);
});
