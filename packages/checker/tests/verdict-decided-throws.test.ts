// A field a gg record lacks is always `undefined`; where it decides a test whose taken branch throws, on every run,
// the program always fails (TS2339, certain); so does handing it to what refuses undefined. Each passing program was
// run in the guest's environment; each neighbour fails on every run.
import { describe } from "vitest";
import { fails, passes } from "./support/verdict-cases.js";

describe("a missing field of a gg record deciding a test that throws", () => {
  passes([
    ["a missing field deciding a branch that only logs", "import { shell } from \"gg\";\nconst r = shell.run(\"git status\");\nif (r.code !== 0) console.log(\"no code field:\", r.exitCode);\n"],
    ["an ordering of the missing field, always false", "import { shell } from \"gg\";\nconst r = shell.run(\"git status\");\nif (r.code > 0) throw new Error(\"git failed\");\nconsole.log(\"done\");\n"],
    ["the test in a function nothing calls", "import { shell } from \"gg\";\nfunction check(r) { if (r.code !== 0) throw new Error(\"failed\"); }\nconsole.log(shell.run(\"ls\").stdout);\n"],
    ["the throw inside a try its catch handles", "import { shell } from \"gg\";\ntry {\n  const r = shell.run(\"git status\");\n  if (r.code !== 0) throw new Error(\"git failed\");\n} catch (e) {\n  console.log(\"handled:\", e.message);\n}\n"],
    ["a missing field beside a test the data decides", "import { web } from \"gg\";\nconst res = web.fetch(\"https://example.com\");\nif (!res.ok && res.status >= 400) throw new Error(`HTTP ${res.status}`);\nconsole.log(res.status);\n"],
    ["the field the program writes before the test", "import { shell } from \"gg\";\nconst r = shell.run(\"git status\");\nr.code = r.exitCode;\nif (r.code > 1) throw new Error(\"git crashed\");\nconsole.log(\"ok\");\n"],
    ["the field taken apart with a default", "import { shell } from \"gg\";\nconst { code = 0 } = shell.run(\"git status\");\nif (code !== 0) throw new Error(\"git failed\");\nconsole.log(\"ok\");\n"],
    ["a const holding the test, read where it only logs", "import { shell } from \"gg\";\nconst r = shell.run(\"npm test\");\nconst ok = r.code === 0;\nif (ok) console.log(\"fine\");\nconst failed = r.code !== 0;\nconsole.log(failed ? \"x\" : \"y\");\n"],
    ["a let holding the test, written again before it decides", "import { shell } from \"gg\";\nconst r = shell.run(\"npm test\");\nlet ok = r.code === 0;\nok = ok || r.stderr.length > 0;\nif (!ok) throw new Error(\"tests failed\");\nconsole.log(\"passed\");\n"],
    ["the field set by eval", "import { shell } from \"gg\";\nconst r = shell.run(\"ls\");\neval(\"r.code = 0\");\nif (r.code !== 0) throw new Error(\"x\");\n"],
  ]);
  fails([
    ["r.code !== 0 of a command's result", "import { shell } from \"gg\";\nconst r = shell.run(\"git log --oneline\");\nif (r.code !== 0) throw new Error(`git failed: ${r.stderr}`);\nconsole.log(r.stdout);\n", ["TS2339@3:7"]],
    ["code taken apart from a command's result", "import { shell } from \"gg\";\nconst { code, stdout } = shell.run(\"npm test\");\nif (code !== 0) throw new Error(\"tests failed\");\nconsole.log(stdout);\n", ["TS2339@2:9"]],
    ["!res.ok of a web response, a block that logs then throws", "import { web } from \"gg\";\nconst res = web.fetch(\"https://example.com/data.json\");\nif (!res.ok) {\n  console.error(\"status\", res.status);\n  throw new Error(\"download failed\");\n}\nconsole.log(res.body);\n", ["TS2339@3:10"]],
    ["r.code === 0, the else branch throws", "import { shell } from \"gg\";\nconst r = shell.run(\"make\");\nif (r.code === 0) console.log(\"built\");\nelse throw new Error(\"make failed\");\n", ["TS2339@3:7"]],
    ["a const holding r.code === 0, then if (!ok) throw", "import { shell } from \"gg\";\nconst r = shell.run(\"npm test\");\nconst ok = r.code === 0;\nif (!ok) throw new Error(\"tests failed: \" + r.stderr);\nconsole.log(\"ok\");\n", ["TS2339@3:14"]],
    ["a destructured code, a const holding the test, a block that throws", "import { shell } from \"gg\";\nconst { code, stderr } = shell.run(\"npm run build\");\nconst failed = code !== 0;\nif (failed) {\n  console.error(stderr);\n  throw new Error(\"build failed\");\n}\n", ["TS2339@2:9"]],
    ["!res.ok || … in a function called at the top level", "import { web } from \"gg\";\nfunction download(url) {\n  const res = web.fetch(url);\n  if (!res.ok || res.status !== 200) throw new Error(`HTTP ${res.status}`);\n  return res.body;\n}\nconsole.log(download(\"https://example.com\"));\n", ["TS2339@4:12"]],
  ]);
});

// The same always-undefined field handed to what refuses undefined: a gg operation's text parameter, `JSON.parse`.
describe("a missing field of a gg record handed to what refuses undefined", () => {
  passes([
    ["the missing field only logged, with a fallback", "import { files } from \"gg\";\nfor (const e of files.listDir(\".\")) console.log(e.name, e.path ?? \"(no path)\");\n"],
    ["the field the program adds first", "import { files } from \"gg\";\nfor (const e of files.listDir(\".\")) {\n  e.path = e.name;\n  console.log(files.readFile(e.path).length);\n}\n"],
    ["JSON.parse behind a test that the field is undefined", "import { shell } from \"gg\";\nconst r = shell.run(\"npm audit --json\");\nconst data = r.output === undefined ? {} : JSON.parse(r.output);\nconsole.log(Object.keys(data).length);\n"],
    ["the read inside a try", "import { files } from \"gg\";\nconst entries = files.listDir(\".\");\ntry {\n  for (const e of entries) console.log(files.readFile(e.path));\n} catch (err) {\n  console.log(\"could not read:\", err.name);\n}\n"],
    ["a helper of the program's that tests for undefined", "import { files } from \"gg\";\nconst read = (p) => (p === undefined ? \"\" : files.readFile(p));\nfor (const e of files.listDir(\".\")) console.log(read(e.path).length);\n"],
    ["the date of a file's modifiedMs, shown as ISO text", "import { files } from \"gg\";\nconst info = files.stat(\"README.md\");\nif (!info) throw new Error(\"missing README\");\nconsole.log(\"modified\", new Date(info.modifiedMs).toISOString());\n"],
    ["the date of a missing field, shown by toString, which says Invalid Date", "import { files } from \"gg\";\nconst info = files.stat(\"README.md\");\nif (!info) throw new Error(\"missing README\");\nconsole.log(\"modified\", new Date(info.mtime).toString());\n"],
    ["the destructured field behind a typeof test", "import { files } from \"gg\";\nconst [first] = files.listDir(\".\");\nconst { path } = first;\nif (typeof path === \"string\") console.log(files.readFile(path));\nelse console.log(\"no path on\", first.name);\n"],
  ]);
  fails([
    ["entry.path of a directory entry handed to readFile", "import { files } from \"gg\";\nfor (const entry of files.listDir(\"src\")) {\n  const text = files.readFile(entry.path);\n  console.log(entry.name, text.length);\n}\n", ["TS2339@3:37"]],
    ["JSON.parse of a command's missing output field", "import { shell } from \"gg\";\nconst audit = JSON.parse(shell.run(\"npm audit --json\").output);\nconsole.log(audit);\n", ["TS2339@2:56"]],
    ["a destructured path handed to readFile", "import { files } from \"gg\";\nconst [first] = files.listDir(\".\");\nconst { path } = first;\nconsole.log(files.readFile(path));\n", ["TS2339@3:9"]],
    ["a file's missing mtime made a date and shown as ISO text", "import { files } from \"gg\";\nconst info = files.stat(\"README.md\");\nif (!info) throw new Error(\"missing README\");\nconsole.log(\"modified\", new Date(info.mtime).toISOString());\n", ["TS2339@4:39"]],
    ["JSON.parse of r.out", "import { shell } from \"gg\";\nconst r = shell.run(\"cat package.json\");\nconst pkg = JSON.parse(r.out);\nconsole.log(pkg.name);\n", ["TS2339@3:26"]],
  ]);
});

// The same always-undefined field held in a `const`, whose read is then used on or handed to what refuses undefined.
describe("a missing field of a gg record held in a const, then used", () => {
  passes([
    ["the const tested before it is used", "import { web } from \"gg\";\nconst res = web.fetch(\"https://example.com\");\nconst text = res.text;\nif (text) console.log(text.split(\"\\n\").length);\nelse console.log(res.body.length);\n"],
    ["the const given a fallback", "import { web } from \"gg\";\nconst res = web.fetch(\"https://example.com\");\nconst text = res.text ?? res.body;\nconsole.log(text.split(\"\\n\").length);\n"],
    ["the use in a function nothing calls", "import { web } from \"gg\";\nconst text = web.fetch(\"https://example.com\").text;\nfunction lines() { return text.split(\"\\n\"); }\nconsole.log(typeof lines, typeof text);\n"],
  ]);
  fails([
    ["a response's missing text field, split", "import { web } from \"gg\";\nconst text = web.fetch(\"https://example.com\").text;\nconst lines = text.split(\"\\n\");\nconsole.log(lines.length);\n", ["TS2339@2:47"]],
    ["a handle's missing id, handed to awaitReport", "import { delegation } from \"gg\";\nconst id = delegation.dispatch(\"writer\", \"Draft the release notes\").id;\nconst report = delegation.awaitReport(id);\nconsole.log(report);\n", ["TS2339@2:69"]],
  ]);
});

// A member text lacks (a handle `dispatch` answers is text, typed so by its value even walked in a loop or a `map`):
// always `undefined` likewise, unless the program gives text's prototype that member.
describe("a member text lacks, read from an operation's answer and handed on", () => {
  passes([
    ["the handle handed as it is", "import { delegation } from \"gg\";\nconst handles = [\"writer\", \"reviewer\"].map((r) => delegation.dispatch(r, \"brief\"));\nfor (const h of handles) console.log(delegation.awaitReport(h));\n"],
    ["the program gives text that member", "import { delegation } from \"gg\";\nObject.defineProperty(String.prototype, \"id\", { get() { return String(this); } });\nconst handles = [\"writer\"].map((r) => delegation.dispatch(r, \"brief\"));\nfor (const h of handles) console.log(delegation.awaitReport(h.id));\n"],
    ["the missing member given a fallback", "import { delegation } from \"gg\";\nconst handles = [\"writer\"].map((r) => delegation.dispatch(r, \"brief\"));\nfor (const h of handles) console.log(delegation.awaitReport(h.id ?? h));\n"],
  ]);
  fails([
    ["h.id of each handle, walked in a loop", "import { delegation } from \"gg\";\nconst handles = [\"writer\", \"reviewer\"].map((r) => delegation.dispatch(r, \"brief\"));\nfor (const h of handles) console.log(delegation.awaitReport(h.id));\n", ["TS2339@3:63"]],
    ["h.id of each handle, in a map", "import { delegation } from \"gg\";\nconst handles = [\"writer\", \"reviewer\"].map((r) => delegation.dispatch(r, \"brief\"));\nconst reports = handles.map((h) => delegation.awaitReport(h.id));\nconsole.log(reports.length);\n", ["TS2339@3:61"]],
  ]);
});

