// The `await` forgotten (GG1021): an async function's call always makes a promise, whatever its body returns, so a
// member no promise has, used on it, throws, as does iterating it or using a field taken apart from it, even where the
// compiler types the promise as resolving to anything, or types the call as `any` (a recursive function). Each passing program was run in the guest's environment; each neighbour fails on every run.
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
    ["a retry helper's promise, typed as resolving to anything", "import { shell } from \"gg\";\nasync function retry(fn) { return await fn(); }\nconst out = retry(() => shell.run(\"npm ls\").stdout);\nconsole.log(out.split(\"\\n\").length);\n", ["GG1021@4:17"]],
    ["map on what an async function gives, called in place", "import { files } from \"gg\";\nasync function listDocs() { return files.glob(\"docs/*.md\"); }\nfor (const doc of listDocs().map((p) => p.toUpperCase())) console.log(doc);\n", ["GG1021@3:30"]],
    ["a promise of text, held in a const", "async function load() { return \"a\\nb\"; }\nconst out = load();\nconsole.log(out.split(\"\\n\").length);\n", ["GG1021@3:17"]],
  ]);
});

describe("what an async function's call gives, iterated or taken apart", () => {
  passes([
    ["a recursive walk, awaited", "import { files } from \"gg\";\nasync function walk(dir) {\n  const out = [];\n  for (const e of files.listDir(dir)) {\n    if (e.kind === \"dir\") out.push(...(await walk(`${dir}/${e.name}`)));\n    else out.push(`${dir}/${e.name}`);\n  }\n  return out;\n}\nconst all = await walk(\".\");\nconsole.log(all.filter((p) => p.endsWith(\".md\")).length);\n"],
    ["a recursive async generator, delegating with yield* and iterated with for await", "import { files } from \"gg\";\nasync function* walk(dir) {\n  for (const e of files.listDir(dir)) {\n    if (e.kind === \"dir\") yield* walk(`${dir}/${e.name}`);\n    else yield `${dir}/${e.name}`;\n  }\n}\nfor await (const f of walk(\"docs\")) console.log(f);\n"],
    ["an async generator, iterated with for await", "async function* lines() { yield \"a\"; yield \"b\"; }\nfor await (const line of lines()) console.log(line);\n"],
    ["a field taken apart from the promise, only read", "import { shell } from \"gg\";\nasync function git(args) { return shell.run(`git ${args}`); }\nconst { stdout } = git(\"log\");\nconsole.log(\"stdout is\", typeof stdout);\n"],
    ["the promise iterated inside a try that catches", "async function load() { return [1, 2]; }\nlet pending = load();\ntry {\n  for (const n of pending) console.log(n);\n} catch (e) {\n  console.log(\"not yet:\", e.name);\n}\n"],
    ["a binding written again with a plain function", "let load = async () => [1, 2];\nload = () => [3, 4];\nconsole.log(load().map((n) => n * 2));\n"],
    ["a recursive function's promise, taken in then", "async function walk(n) { return n ? walk(n - 1) : []; }\nconst found = walk(2);\nfound.then((list) => console.log(list.length));\n"],
  ]);
  fails([
    ["a recursive walk, the await forgotten (the compiler types it any)", "import { files } from \"gg\";\nasync function walk(dir) {\n  const out = [];\n  for (const e of files.listDir(dir)) {\n    if (e.kind === \"dir\") out.push(...(await walk(`${dir}/${e.name}`)));\n    else out.push(`${dir}/${e.name}`);\n  }\n  return out;\n}\nconst all = walk(\".\");\nconsole.log(all.filter((p) => p.endsWith(\".md\")).length);\n", ["GG1021@11:17"]],
    ["for…of over an async function's call", "import { files } from \"gg\";\nasync function findDocs() { return files.glob(\"docs/**/*.md\"); }\nfor (const doc of findDocs()) console.log(doc);\n", ["GG1021@3:19"]],
    ["spread of an async function's call", "async function load() { return [\"a\", \"b\"]; }\nconst names = [...load(), \"c\"];\nconsole.log(names.length);\n", ["GG1021@2:19"]],
    ["a field taken apart from an async helper's promise, then used", "import { shell } from \"gg\";\nasync function git(args) { return shell.run(`git ${args}`); }\nconst { stdout } = git(\"log --oneline\");\nconsole.log(stdout.split(\"\\n\").length);\n", ["GG1021@3:9"]],
    ["for await over a promise, which is not async iterable either", "async function readLines() { return [\"a\", \"b\"]; }\nfor await (const line of readLines()) console.log(line);\n", ["GG1021@2:26"]],
    ["a recursive async generator iterated without await (the compiler types it any)", "import { files } from \"gg\";\nasync function* walk(dir) {\n  for (const e of files.listDir(dir)) {\n    if (e.kind === \"dir\") yield* walk(`${dir}/${e.name}`);\n    else yield `${dir}/${e.name}`;\n  }\n}\nfor (const f of walk(\"docs\")) console.log(f);\n", ["GG1021@8:17"]],
    ["an array pattern taking apart a promise", "async function pair() { return [1, 2]; }\nconst [a, b] = pair();\nconsole.log(a + b);\n", ["GG1021@2:7"]],
  ]);
});

describe("an async method's call used as what it resolves to, or handed to what refuses undefined", () => {
  passes([
    ["the method's call awaited", "import { files } from \"gg\";\nclass Scanner {\n  async scan(dir) {\n    return files.glob(`${dir}/**/*.js`);\n  }\n}\nconst found = await new Scanner().scan(\"src\");\nconsole.log(found.filter((p) => p.includes(\"test\")).length);\n"],
    ["this.scan() where a subclass's own scan is plain", "import { files } from \"gg\";\nclass Base {\n  async scan() {\n    return files.glob(\"*.md\");\n  }\n  count() {\n    return this.scan().length;\n  }\n}\nclass Sync extends Base {\n  scan() {\n    return [\"a.md\", \"b.md\"];\n  }\n}\nconsole.log(new Sync().count());\n"],
    ["the method replaced on the instance", "import { files } from \"gg\";\nclass Scanner {\n  async scan() {\n    return files.glob(\"*.md\");\n  }\n}\nconst s = new Scanner();\ns.scan = () => [\"x.md\"];\nconsole.log(s.scan().length);\n"],
    ["the function's call awaited before Object.keys", "import { files } from \"gg\";\nasync function readManifest() {\n  return JSON.parse('{\"dependencies\": {\"a\": \"1\"}}');\n}\nconst manifest = await readManifest();\nconsole.log(Object.keys(manifest.dependencies).length);\n"],
  ]);
  fails([
    ["filter on an async method's call, held in a const", "import { files } from \"gg\";\nclass Scanner {\n  async scan(dir) {\n    return files.glob(`${dir}/**/*.js`);\n  }\n}\nconst found = new Scanner().scan(\"src\");\nconsole.log(found.filter((p) => p.includes(\"test\")).length);\n", ["GG1021@8:19"]],
    ["this.status() of an async method, the await forgotten inside the class", "import { shell } from \"gg\";\nclass Repo {\n  async status() {\n    return shell.run(\"git status --porcelain\").stdout;\n  }\n  async report() {\n    const text = this.status();\n    return text.split(\"\\n\").length;\n  }\n}\nconsole.log(await new Repo().report());\n", ["GG1021@8:17"]],
    ["Object.keys of a field read off a promise", "import { files } from \"gg\";\nasync function readManifest() {\n  return JSON.parse('{\"dependencies\": {\"a\": \"1\"}}');\n}\nconst manifest = readManifest();\nconsole.log(Object.keys(manifest.dependencies).length);\n", ["GG1021@6:34"]],
  ]);
});

