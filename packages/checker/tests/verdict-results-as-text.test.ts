// What an operation answers used as what it never is: `JSON.parse` of records, an array for a text parameter, a list
// called. Each passing program was run in the guest's environment; each neighbour fails on every run.
import { describe } from "vitest";
import { fails, passes } from "./support/verdict-cases.js";

describe("records parsed as JSON, arrays handed to text parameters, a list called", () => {
  passes([
    ["a command's stdout parsed, inside a try", "import { shell } from \"gg\";\nconst r = shell.run(\"echo {}\");\ntry { console.log(JSON.parse(r.stdout)); } catch { console.log(\"not json\"); }\n"],
    ["a list stringified first", "import { files } from \"gg\";\nconst copy = JSON.parse(JSON.stringify(files.listDir(\".\")));\nconsole.log(copy.length);\n"],
    ["a stat parsed inside a try with a catch", "import { files } from \"gg\";\ntry { JSON.parse(files.stat(\"a.json\")); } catch (e) { console.log(\"bad:\", e.name); }\n"],
    ["the array joined into a command first", "import { shell } from \"gg\";\nconst git = (...args) => shell.run([\"git\", ...args].join(\" \"));\nconsole.log(git(\"status\").exitCode);\n"],
    ["a file's text parsed", "import { files } from \"gg\";\nfunction load(p) { return JSON.parse(files.readFile(p)); }\ntry { load(\"a.json\"); } catch { console.log(\"not json\"); }\n"],
    ["a statement ended before a parenthesised function", "import { files } from \"gg\";\nconst found = files.glob(\"*.md\");\n(function () { console.log(\"listed\"); })();\nconsole.log(found.length);\n"],
  ]);
  fails([
    ["a list of records parsed", "import { files } from \"gg\";\nconst entries = JSON.parse(files.listDir(\".\"));\nconsole.log(entries.length);\n", ["TS2345@2:28"]],
    ["a command's result parsed whole", "import { shell } from \"gg\";\nconst result = shell.run(\"cat package.json\");\nconst pkg = JSON.parse(result);\nconsole.log(pkg.name);\n", ["TS2345@3:24"]],
    ["a record or nothing parsed", "const info = JSON.parse(gg.files.stat(\"package.json\"));\nconsole.log(info);\n", ["TS2345@1:25"]],
    ["an array literal handed to a text parameter, whatever its elements", "import { shell } from \"gg\";\nconst git = (...args) => shell.run([\"git\", ...args]);\nconsole.log(git(\"status\").exitCode);\n", ["TS2345@2:36"]],
    ["an array a map makes handed to a text parameter", "import { files } from \"gg\";\nconst parts = [\"src\", \"index.js\"];\nconsole.log(files.readFile(parts.map((p) => p.trim())));\n", ["TS2345@3:28"]],
    ["an operation's list called, the next line's parentheses joining it (no semicolon)", "import { files } from \"gg\";\nconst found = files.glob(\"*.md\")\n(function () { console.log(\"listed\"); })();\nconsole.log(found);\n", ["TS2349@2:15"]],
  ]);
});

describe("an operation used as a template's tag", () => {
  passes([
    ["a tag of the program's own that joins the template first", "import { shell } from \"gg\";\nconst sh = (parts, ...values) => shell.run(String.raw(parts, ...values));\nconsole.log(sh`git log -n ${3}`.exitCode);\n"],
    ["the tagged call inside a try with a catch", "import { shell } from \"gg\";\ntry { shell.run`ls`; } catch (e) { console.log(\"refused:\", e.name); }\n"],
  ]);
  fails([
    ["an operation used as a tag, zx style", "import { shell } from \"gg\";\nconst out = shell.run`git status --short`;\nconsole.log(out.stdout);\n", ["TS2345@2:22"]],
    ["a reading operation used as a tag through the global gg", "const text = gg.files.readFile`notes.md`;\nconsole.log(text.length);\n", ["TS2345@1:31"]],
  ]);
});
