// A field a gg record lacks, used through a parameter of the program's own function (GG1016): the parameter is
// untyped, so the compiler says nothing, but a call that hands it what an operation returns hands plain data with the
// catalogue's fields only, and using the missing field throws whenever that call runs. Each passing program was run
// in the guest's environment; each neighbour fails on every run.
import { describe } from "vitest";
import { fails, passes } from "./support/verdict-cases.js";

describe("a missing field of a gg record used through a function's parameter", () => {
  passes([
    ["a field the record has", "import { shell } from \"gg\";\nfunction firstLine(result) {\n  return result.stdout.split(\"\\n\")[0];\n}\nconsole.log(\"branch:\", firstLine(shell.run(\"git branch --show-current\")));\n"],
    ["the missing field given a fallback", "import { shell } from \"gg\";\nfunction firstLine(r) {\n  return (r.output ?? r.stdout).split(\"\\n\")[0];\n}\nconsole.log(firstLine(shell.run(\"git log -1 --oneline\")));\n"],
    ["the function handed the program's own object", "import { shell } from \"gg\";\nfunction firstLine(r) {\n  return r.output.split(\"\\n\")[0];\n}\nconst r = shell.run(\"git log -1 --oneline\");\nconsole.log(firstLine({ output: r.stdout }));\n"],
    ["the use behind a test of the field", "import { shell } from \"gg\";\nfunction firstLine(r) {\n  if (r.output) return r.output.split(\"\\n\")[0];\n  return r.stdout.split(\"\\n\")[0];\n}\nconsole.log(firstLine(shell.run(\"git log -1 --oneline\")));\n"],
    ["the use inside the function's own try", "import { shell } from \"gg\";\nfunction firstLine(r) {\n  try {\n    return r.output.split(\"\\n\")[0];\n  } catch {\n    return r.stdout.split(\"\\n\")[0];\n  }\n}\nconsole.log(firstLine(shell.run(\"git log -1 --oneline\")));\n"],
    ["the program adds the field first", "import { shell } from \"gg\";\nfunction firstLine(r) {\n  return r.output.split(\"\\n\")[0];\n}\nconst res = shell.run(\"git log -1 --oneline\");\nres.output = res.stdout;\nconsole.log(firstLine(res));\n"],
    ["the call inside a try that catches", "import { shell } from \"gg\";\nfunction firstLine(r) {\n  return r.output.split(\"\\n\")[0];\n}\ntry {\n  console.log(firstLine(shell.run(\"git log -1 --oneline\")));\n} catch (e) {\n  console.log(\"no output field:\", e.name);\n}\n"],
    ["an async helper whose rejection the program handles", "import { shell } from \"gg\";\nasync function firstLine(result) {\n  return result.output.split(\"\\n\")[0];\n}\nfirstLine(shell.run(\"git branch --show-current\")).catch((e) => console.log(\"no output:\", e.name));\n"],
  ]);
  fails([
    ["a command's result handed to a helper that reads output", "import { shell } from \"gg\";\nfunction firstLine(result) {\n  return result.output.split(\"\\n\")[0];\n}\nconsole.log(\"branch:\", firstLine(shell.run(\"git branch --show-current\")));\n", ["GG1016@5:34"]],
    ["the result held in a const, then handed on", "import { shell } from \"gg\";\nfunction summarize(r) {\n  const lines = r.output.trim().split(\"\\n\");\n  return `${lines.length} lines`;\n}\nconst status = shell.run(\"git status --porcelain\");\nconsole.log(summarize(status));\n", ["GG1016@7:23"]],
    ["an arrow helper reading a response's text", "import { web } from \"gg\";\nconst lines = (res) => res.text.split(\"\\n\");\nconsole.log(lines(web.fetch(\"https://example.com/robots.txt\")).length);\n", ["GG1016@3:19"]],
    ["a file's information, read for a type it does not have", "import { files } from \"gg\";\nfunction describe(entry) {\n  return `${entry.name} (${entry.type.toUpperCase()})`;\n}\nconsole.log(describe(files.stat(\"README.md\")));\n", ["GG1016@5:22"]],
    ["an async helper, awaited, nothing handling the rejection", "import { shell } from \"gg\";\nasync function firstLine(result) {\n  return result.output.split(\"\\n\")[0];\n}\nconsole.log(\"branch:\", await firstLine(shell.run(\"git branch --show-current\")));\n", ["GG1016@5:40"]],
  ]);
});
