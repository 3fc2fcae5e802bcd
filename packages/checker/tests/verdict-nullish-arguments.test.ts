// A gg call given, for a parameter that takes text, a value the program's text fixes to be undefined or null
// (GG1017): the guest's lowering refuses it with a TypeError before the call reaches the host. Each passing program
// was run in the guest's environment; each neighbour fails on every run and is refused.
import { describe, expect, it } from "vitest";
import { check, errorsAt } from "./support/check.js";
import { fails, passes } from "./support/verdict-cases.js";

describe("a text argument of a gg call that is always undefined or null", () => {
  passes([
    ["a missing member given a default by ??", `import { files } from "gg";\nconst DEFAULTS = { output: "report.txt" };\nconsole.log(files.readFile(DEFAULTS.input ?? "input.txt"));\n`],
    ["a missing value handed over inside a try", `import { files } from "gg";\nconst [input] = [];\ntry {\n  console.log(files.readFile(input));\n} catch (e) {\n  console.log("no input:", e.message);\n}\n`],
    ["a missing element in a function nothing calls", `import { files } from "gg";\nconst ARGS = ["notes.md"];\nfunction second() {\n  return files.readFile(ARGS[1]);\n}\nconsole.log(typeof second, files.readFile(ARGS[0]).length);\n`],
    ["a match's group handed over behind a test of it", `import { files } from "gg";\nconst LINE = "no path here";\nconst m = LINE.match(/path=(\\S+)/);\nif (m?.length > 1) console.log(files.readFile(m[1]));\nelse console.log("none");\n`],
    ["undefined for parameters that may be left out", `import { session, views } from "gg";\nconst [note] = [];\nviews.openFile("a.js", undefined);\nsession.approve(note);\n`],
  ]);
  fails([
    ["a pattern's element the constant list lacks", `import { files } from "gg";\nconst [input, output] = ["in.txt"];\nfiles.writeFile(output, files.readFile(input));\n`, ["GG1017@3:17"]],
    ["an index past a constant list's end", `import { web } from "gg";\nconst URLS = ["https://example.com/a"];\nconst next = URLS[1];\nconsole.log(web.fetch(next).status);\n`, ["GG1017@4:23"]],
    ["a var read above its declaration", `import { files } from "gg";\nconsole.log(files.readFile(PATH).length);\nvar PATH = "notes.md";\n`, ["GG1017@2:28"]],
    ["a literal's missing member through .call, in a function called", `import { files } from "gg";\nconst CONFIG = { out: "report.txt" };\nfunction save(text) {\n  files.writeFile.call(null, CONFIG.output, text);\n}\nsave("done");\n`, ["GG1017@4:30"]],
  ]);
  it("replaces the compiler's weaker word at the same argument, and names the operation and the parameter", () => {
    const result = check(`import { files } from "gg";\nconst [input] = [];\nconsole.log(files.readFile(input));\n`, "js");
    expect(errorsAt(result)).toEqual(["GG1017@3:28"]);
    expect(result.diagnostics.map((d) => d.code)).not.toContain("TS2345");
    expect(result.diagnostics.find((d) => d.code === "GG1017")?.message).toContain("`gg.files.readFile` takes text for `path`");
  });
  it("says a null written in place is no text", () => {
    const result = check(`gg.files.readFile(null);\n`, "js");
    expect(result.diagnostics[0]?.message).toMatch(/^`null` is no text, and `gg\.files\.readFile`/);
  });
  it("leaves TypeScript to the compiler", () => {
    const result = check(`import { files } from "gg";\nconst [input] = ["a"] as [string?];\nconsole.log(files.readFile(input));\n`, "ts");
    expect(result.diagnostics.map((d) => d.code)).not.toContain("GG1017");
  });
  it("marks the call malformed in the refusal forecast", () => {
    const result = check(`import { files } from "gg";\nconst [input] = [];\nconsole.log(files.readFile(input));\n`, "js", { capabilities: [], allowlist: [] });
    expect(result.malformed).toEqual([{ operation: "files.read_file", line: 3, column: 13 }]);
    expect(result.refusals).toEqual([]);
  });
});

describe("a wrapper's parameter every call fills with no text", () => {
  passes([
    ["a default that fills the parameter where calls leave it out or hand undefined", `import { files } from "gg";\nfunction read(path = "notes.txt") {\n  return files.readFile(path);\n}\nconsole.log(read().length, read(undefined).length);\n`],
    ["a wrapper called with values the text does not fix, and through call", `import { files } from "gg";\nfunction save(path, data) {\n  files.writeFile(path, data);\n}\nconst jobs = [["a.txt", "one"]];\njobs.forEach(([p, d]) => save(p, d));\nsave.call(null, "b.txt", "two");\n`],
    ["the wrapper turns the value into text first", `import { files } from "gg";\nfunction save(path, data) {\n  files.writeFile(path, typeof data === "string" ? data : JSON.stringify(data));\n}\nsave("record.json", { id: 1 });\n`],
    ["a test of the parameter before the call", `import { files } from "gg";\nfunction load(path) {\n  if (!path) return "";\n  return files.readFile(path);\n}\nconsole.log(load().length);\n`],
  ]);
  fails([
    ["a parameter's default, which null does not replace", `import { files } from "gg";\nfunction read(path = "notes.txt") {\n  return files.readFile(path);\n}\nconsole.log(read(null));\n`, ["GG1017@3:25"]],
    ["a wrapper's parameter every call leaves out", `import { files } from "gg";\nconst load = (path) => files.readFile(path);\nconsole.log(load().length);\n`, ["GG1017@2:39"]],
    // The call that hands null stands in a branch the data decides: live, and it fails whenever it runs.
    ["one call hands text, and a call in a branch hands null", `import { files } from "gg";\nfunction save(path, data) {\n  files.writeFile(path, data);\n}\nsave("record.json", "{}");\nif (Date.now() < 0) save("skip.json", null);\n`, ["GG1017@6:39"]],
    ["a wrapper's parameter every call fills with an object, handed to gg for text", `import { files } from "gg";\nfunction save(path, data) {\n  files.writeFile(path, data);\n}\nsave("record.json", { id: 1 });\nsave("other.json", { id: 2 });\n`, ["GG1017@3:25"]],
  ]);
});

describe("a member of this set to nothing, handed to gg for text", () => {
  passes([
    ["a field Object.assign fills from what the caller hands in", `import { files } from "gg";\nclass Loader {\n  path;\n  constructor(opts) {\n    Object.assign(this, opts);\n  }\n  load() {\n    return files.readFile(this.path);\n  }\n}\nconsole.log(new Loader({ path: "README.md" }).load().length);\n`],
    ["a field the constructor may set, tested before the call", `import { files } from "gg";\nclass Loader {\n  path = null;\n  constructor(path) {\n    if (path) this.path = path;\n  }\n  load() {\n    return this.path === null ? "" : files.readFile(this.path);\n  }\n}\nconsole.log(new Loader("README.md").load().length, new Loader().load().length);\n`],
    ["a method sets the member before the call", `import { files } from "gg";\nclass Loader {\n  constructor() {\n    this.path = null;\n  }\n  use(path) {\n    this.path = path;\n    return this;\n  }\n  load() {\n    return files.readFile(this.path);\n  }\n}\nconsole.log(new Loader().use("README.md").load().length);\n`],
  ]);
  fails([
    ["a member the constructor sets to null and nothing sets again, handed to gg for text", `import { files } from "gg";\nclass Loader {\n  constructor() {\n    this.path = null;\n  }\n  async load() {\n    return files.readFile(this.path);\n  }\n}\nconst text = await new Loader().load();\nconsole.log(text.length);\n`, ["GG1017@7:27"]],
  ]);
});

describe("a wrapper's parameter filled by a constant that holds no text", () => {
  passes([
    ["a const object a wrapper turns into text", `import { files } from "gg";\n\nfunction save(path, data) {\n  files.writeFile(path, typeof data === "string" ? data : JSON.stringify(data));\n}\nconst shift = { worker: "lee" };\nsave("b.json", shift);\nconsole.log(files.readFile("b.json"));\n`],
    ["a const of text made from an object, handed through a wrapper", `import { files } from "gg";\n\nfunction save(path, data) {\n  files.writeFile(path, data);\n}\nconst shift = { worker: "lee" };\nconst text = JSON.stringify(shift);\nsave("b.json", text);\nconsole.log(files.readFile("b.json"));\n`],
  ]);
  fails([
    ["a const list handed through a wrapper to gg for text", `import { files } from "gg";\nfunction emit(path, lines) {\n  files.writeFile(path, lines);\n}\nconst toc = ["- [Intro](#intro)"];\nemit("TOC.md", toc);\n`, ["GG1017@3:25"]],
    ["a const object handed through a wrapper to gg for text", `import { files } from "gg";\n\nfunction save(path, data) {\n  files.writeFile(path, data);\n}\nconst shift = { worker: "lee" };\nsave("b.json", shift);\n`, ["GG1017@4:25"]],
  ]);
});

describe("one call of a wrapper hands no text for what it passes straight to gg", () => {
  passes([
    ["the call handing an object is caught", `import { files } from "gg";\nfunction save(path, data) {\n  files.writeFile(path, data);\n}\nsave("a.txt", "text");\ntry {\n  save("b.json", { id: 1 });\n} catch (e) {\n  console.log("refused:", e.message);\n}\n`],
    ["the call handing an object never runs", `import { files } from "gg";\nconst DRY = true;\nfunction save(path, data) {\n  files.writeFile(path, data);\n}\nsave("a.txt", "text");\nif (!DRY) save("b.json", { id: 1 });\nconsole.log("ok");\n`],
    ["wrappers that convert or may return before the gg call", `import { files } from "gg";\nfunction save(path, data) {\n  if (typeof data !== "string") return files.writeFile(path, JSON.stringify(data));\n  files.writeFile(path, data);\n}\nfunction store(path, data) {\n  if (data === undefined) return;\n  files.writeFile(path, String(data));\n}\nsave("a.txt", "text");\nsave("b.json", { id: 1 });\nstore("c.txt", 7);\nconsole.log("saved");\n`],
  ]);
  fails([
    ["one call of two hands an arrow wrapper a number it passes to gg as text", `import { files } from "gg";\nconst put = (path, body) => files.writeFile(path, body);\nput("a.txt", "ok");\nput("count.txt", 42);\n`, ["GG1017@4:18"]],
    ["one call of two hands a wrapper an object it passes straight to gg as text", `import { files } from "gg";\nfunction save(path, data) {\n  const where = \`out/\${path}\`;\n  files.writeFile(where, data);\n}\nconst invoice = { id: "INV-9" };\nsave("a.txt", "text");\nsave("b.json", invoice);\n`, ["GG1017@8:16"]],
  ]);
});

// An argument for text that is an object by its form: the lowering refuses it whatever members it holds, even where
// the compiler's type lets text fit (`{}` with members written later) or it types the object `any` (a spread of
// `JSON.parse`'s answer).
describe("an object handed to a gg call for text", () => {
  passes([
    ["the object turned into text first", "import { files } from \"gg\";\nconst pkg = files.readFile(\"package.json\");\nconst next = { ...JSON.parse(`{\"name\":\"x\",\"v\":${JSON.stringify(pkg)}}`), version: \"1.0.1\" };\nfiles.writeFile(\"package.json\", JSON.stringify(next, null, 2));\nconsole.log(\"bumped\");\n"],
    ["an index built by key, turned into text first", "import { files } from \"gg\";\nconst index = {};\nfor (const e of files.listDir(\"docs\")) index[e.name] = e.size;\nfiles.writeFile(\"docs/index.json\", JSON.stringify(index));\n"],
    ["the call inside a try that catches", "import { files } from \"gg\";\ntry {\n  files.writeFile(\"out.json\", { ...JSON.parse(\"{}\"), ok: true });\n} catch (e) {\n  console.log(\"refused:\", e.name);\n}\n"],
  ]);
  fails([
    ["an object spreading JSON.parse's answer, written in place", "import { files } from \"gg\";\nconst defaults = JSON.parse('{\"private\": true}');\nfiles.writeFile(\"package.json\", { ...defaults, version: \"1.0.1\" });\nconsole.log(\"written\");\n", ["GG1017@3:33"]],
    ["a const holding an object spreading JSON.parse's answer", "import { files } from \"gg\";\nconst pkg = JSON.parse('{\"version\": \"1.0.0\"}');\nconst updated = { ...pkg, version: \"1.0.1\" };\nfiles.writeFile(\"package.json\", updated);\n", ["GG1017@4:33"]],
    ["an index built by key, handed as it is", "import { files } from \"gg\";\nconst index = {};\nfor (const e of files.listDir(\"docs\")) index[e.name] = e.size;\nfiles.writeFile(\"docs/index.json\", index);\n", ["TS2345@4:36"]],
  ]);
});

