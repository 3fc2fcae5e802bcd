// A member of a value the program's text fixes to be undefined or null (GG1016): reading or writing it, or taking
// the value apart by a pattern, throws a TypeError. Each passing program was run in the guest's environment; each
// neighbour fails on every run and is refused.
import { describe, expect, it } from "vitest";
import { check, errorsAt } from "./support/check.js";
import { fails, passes } from "./support/verdict-cases.js";

describe("a member of a value that is always undefined or null", () => {
  passes([
    ["a getter the legacy definer adds", `const metrics = { hits: 10, misses: 2 };\nmetrics.__defineGetter__("ratio", function () {\n  return this.hits / (this.hits + this.misses);\n});\nconsole.log(metrics.ratio.toFixed(3));\n`],
    ["a match that finds nothing, read through ?. and ??", `const LINE = "no timestamp here";\nconst m = LINE.match(/(\\d\\d):(\\d\\d)/);\nconsole.log(m?.[1] ?? "none", (m ?? [])[2]);\n`],
    ["a missing part read inside a try", `const HEADER = "name;size";\nconst [name, size, extra] = HEADER.split(";");\ntry {\n  console.log(extra.trim());\n} catch {\n  console.log(name, size);\n}\n`],
    ["a part read behind a test of the length", `const MODE = "fast";\nconst parts = MODE.split(":");\nif (parts.length > 1) console.log(parts[1].toUpperCase());\nelse console.log(MODE);\n`],
    ["a missing element read in a function nothing calls", `function show(label) {\n  const [first] = "".split(",").filter(Boolean);\n  return first.toUpperCase() + label;\n}\nconsole.log(typeof show);\n`],
  ]);
  fails([
    ["a split's missing part read on", `const DEFAULT_PAIR = "timeout";\nconst [key, value] = DEFAULT_PAIR.split("=");\nconsole.log(key, value.trim());\n`, ["GG1016@3:18"]],
    ["a match the text fixes to find nothing", `const BANNER = "release candidate";\nconst m = BANNER.match(/v(\\d+)\\.(\\d+)/);\nconsole.log(\`major \${m[1]}\`);\n`, ["GG1016@3:22"]],
    ["an exec that finds nothing taken apart", `const LINE = "no timestamp here";\nconst { groups } = /(?<h>\\d\\d):(?<m>\\d\\d)/.exec(LINE);\nconsole.log(groups.h);\n`, ["GG1016@2:7"]],
    ["at and codePointAt past the end of constant text", `const PREFIX = "";\nconsole.log(PREFIX.at(0).toUpperCase(), "ab".codePointAt(2).toString(16));\n`, ["GG1016@2:13", "GG1016@2:41"]],
    ["an element past the end of a constant list, in a function called", `const ROWS = [{ name: "a" }, { name: "b" }];\nfunction last() { return ROWS[2].name; }\nconsole.log(last());\n`, ["GG1016@2:26"]],
  ]);
  it("replaces the compiler's weaker word at the same value", () => {
    const result = check(`const m = "release".match(/v(\\d+)/);\nconsole.log(m[1]);\n`, "js");
    expect(result.diagnostics.map((d) => d.code)).toEqual(["GG1016"]);
  });
  it("leaves TypeScript to the compiler, whose strict checks refuse most of these", () => {
    const result = check(`const m = "release".match(/v(\\d+)/);\nconsole.log(m[1]);\n`, "ts");
    expect(errorsAt(result)).toEqual(["TS18047@2:13"]);
  });
});

describe("tests that tell null from undefined, and either from a list", () => {
  passes([
    ["Array.isArray of it", `const B = "release candidate";\nconst m = B.match(/v(\\d+)/);\nconsole.log(Array.isArray(m) ? m[1] : "none");\n`],
    ["instanceof of it", `const B = "release candidate";\nconst m = B.match(/v(\\d+)/);\nconsole.log(m instanceof Array ? m[1] : "none");\n`],
    ["null tests of lists and text the guest's methods make", `import { files } from "gg";\nconst text = files.readFile("rows.csv");\nconst header = text.split("\\n");\nif (header === null) missingFn();\nconst cells = header.map((h) => h.trim());\nif (!cells) missingFn();\nconst name = cells.join(",").toUpperCase();\nif (name == null) missingFn();\nconst sorted = [...cells].sort();\nif (sorted === undefined) missingFn();\nconsole.log(name, sorted.length);\n`],
    ["=== null of it", `const B = "release candidate";\nconst m = B.match(/v(\\d+)/);\nconsole.log(m === null ? "none" : m[1]);\n`],
    ["!== null of it", `const B = "release candidate";\nconst m = B.match(/v(\\d+)/);\nconsole.log(m !== null ? m[1] : "none");\n`],
    ["=== undefined of it, which null is not", `const B = "release candidate";\nconst m = B.match(/v(\\d+)/);\nconsole.log(m === undefined ? "none" : String(m));\n`],
    ["typeof and !== null of it", `const B = "release candidate";\nconst m = B.match(/v(\\d+)/);\nconsole.log(typeof m === "object" && m !== null ? m[1] : "none");\n`],
  ]);
  fails([
    ["a null test of what a program's own method of a built-in's name returns", `const api = { split() { return null; } };\nconst parts = api.split(",");\nif (parts === null) missingFn();\n`, ["TS2304@3:21"]],
    ["a null test of what a method defined by a computed key returns", `const k = "fil" + "ter";\nconst api = { [k]() { return null; } };\nconst parts = api.filter((x) => x);\nif (parts === null) missingFn();\n`, ["TS2304@4:21"]],
    ["a falsy test of a slice of text, which may be empty", `const line = "a b";\nconst words = line.slice(3);\nif (!words) missingFn();\n`, ["TS2304@3:13"]],
    ["=== undefined of a null", `const B = "release candidate";\nconst m = B.match(/v(\\d+)/);\nconsole.log(m === undefined ? "none" : m[1]);\n`, ["GG1016@3:40"]],
  ]);
});

describe("a var read before its declaration runs holds undefined", () => {
  passes([
    ["a var read in its own initializer, and in a function called after it", `var NS = NS || {};\nNS.version = 1;\nfunction show() { return CONFIG.name; }\nvar CONFIG = { name: "tool" };\nconsole.log(NS.version, show());\n`],
    ["a read in a loop that holds the declaration, and a typeof test first", `for (let i = 0; i < 2; i++) {\n  if (i > 0) console.log(CACHE.size);\n  var CACHE = new Map();\n}\nconsole.log(typeof LATER, typeof LATER === "undefined" ? "not yet" : LATER.x);\nvar LATER = { x: 1 };\n`],
  ]);
  fails([
    ["a member of a var read before it", `console.log(LIMITS.max);\nvar LIMITS = { max: 1 };\n`, ["GG1016@1:13"]],
    ["a var's function called before it", `console.log(format("x"));\nvar format = function (s) { return s; };\n`, ["GG1016@1:13"]],
  ]);
});

describe("an in test by a key a const holds", () => {
  passes([
    ["a branch the test rules out", `const T = { md: { label: "M" } };\nconst kind = "html";\nif (kind in T) console.log(T[kind].label);\n`],
    ["both sides of tests by present and absent keys, and a flag holding one", `const T = { md: { label: "M" } };\nconst kind = "md";\nif (kind in T) console.log(T[kind].label);\nconst other = "html";\nif (!(other in T)) console.log("none"); else console.log(T[other].label);\nconst ok = other in T;\nif (ok) console.log(T[other].label);\n`],
  ]);
  fails([
    ["the branch where the key is absent", `const T = { md: { label: "M" } };\nconst kind = "html";\nif (!(kind in T)) console.log(T[kind].label);\n`, ["GG1016@3:31"]],
  ]);
});

describe("defaults fill undefined, and a test of the value first keeps the read from being certain", () => {
  passes([
    ["a pattern's default for an undefined element", `const [a = { x: 1 }] = [undefined];\nconsole.log(a.x);\n`],
    ["a default for a member a literal lacks", `const ENV = { HOME: "/root" };\nconst [shell = { path: "/bin/sh" }] = [ENV.SHELL];\nconsole.log(shell.path);\n`],
    ["a parameter's default for an undefined argument", `const NOTHING = undefined;\nfunction fmt(style = { pad: 2 }) {\n  return style.pad;\n}\nconsole.log(fmt(NOTHING));\n`],
    ["a branch Object.is rules out", `const m = "abc".match(/z/);\nif (Object.is(m, null)) console.log("none");\nelse console.log(m[0]);\n`],
    ["a switch's default after case null", `const m = "abc".match(/z/);\nswitch (m) {\n  case null:\n    console.log("none");\n    break;\n  default:\n    console.log(m[0]);\n}\n`],
    ["a comparison through ?.", `const m = "abc".match(/z/);\nif (m?.length > 0) console.log(m[0]);\n`],
    ["a comparison of Number of it", `const parts = "port".split("=");\nif (Number(parts[1]) > 0) console.log(parts[1].trim());\n`],
    ["a test of a slice's length", `const parts = "flag".split("=");\nif (parts.slice(1).length) console.log(parts[1].trim());\n`],
  ]);
  fails([
    ["a pattern's default for null, which it does not fill", `const [a = { x: 1 }] = [null];\nconsole.log(a.x);\n`, ["GG1016@2:13"]],
    ["a test that leaves nothing before the read", `const m = "abc".match(/z/);\nif (Object.is(m, null)) console.log("-");\nconsole.log(m[0]);\n`, ["GG1016@3:13"]],
    ["a pattern's default for a null element a const holds", `const NOTHING = null;\nconst [style = { pad: 2 }] = [NOTHING];\nconsole.log(style.pad);\n`, ["GG1016@3:13"]],
  ]);
});

describe("a test of a value made from the one read", () => {
  passes([
    ["the length of a list filtered from it", `const m = "abc".match(/z/);\nconst hits = [m].filter(Boolean);\nif (hits.length === 0) console.log("none");\nelse console.log(m[0]);\n`],
    ["Number.isNaN of a number made from it", `const [, port] = "localhost".split(":");\nconst n = Number(port);\nif (!Number.isNaN(n)) console.log(port.trim());\nconsole.log("after");\n`],
  ]);
});

describe("a member list a method fills through this", () => {
  passes([
    ["a class field pushed in a method, then read at 0", `class Job {\n  out = [];\n  add(p) {\n    this.out.push(p);\n  }\n}\nconst job = new Job();\njob.add("a.txt");\nconsole.log(job.out.at(0).toUpperCase());\n`],
    ["a literal's list pushed in its method, then measured", `const box = {\n  found: [],\n  add(p) {\n    this.found.push(p);\n  },\n};\nbox.add("README.md");\nconsole.log("=".repeat(box.found.length - 1));\n`],
  ]);
  fails([
    ["a class field its methods only read", `class Job {\n  out = [];\n  size() {\n    return this.out.length;\n  }\n}\nconst job = new Job();\nconsole.log(job.size(), job.out.at(0).toUpperCase());\n`, ["GG1016@8:25"]],
    ["a literal's list its methods only read", `const box = {\n  found: [],\n  count() {\n    return this.found.length;\n  },\n};\nconsole.log(box.count(), box.found.at(-1).trim());\n`, ["GG1016@7:26"]],
  ]);
});

describe("members of JSON data parsed from constant text", () => {
  passes([
    ["members of JSON data from constant text read through ?. and ??, and one written before it is read", `const config = JSON.parse(\`{"lint": null, "fmt": {}}\`);\nconsole.log(config.lint?.rules, config.fmt.rules ?? "none");\nconfig.lint = { rules: ["semi"] };\nconsole.log(config.lint.rules.length);\n`],
  ]);
  fails([
    ["a member of a member JSON data from constant text lacks", `const config = JSON.parse(\`{"lint": {}}\`);\nconsole.log(config.lint.rules.length);\n`, ["GG1016@2:13"]],
    ["a member of a null in JSON data from constant text", `const config = JSON.parse(\`{"lint": null}\`);\nconsole.log(config.lint.rules);\n`, ["GG1016@2:13"]],
  ]);
});

describe("an element past a constant list's end on a counting loop's last turn", () => {
  passes([
    ["a loop that breaks before the last turn's read", `const items = [{ name: "a" }, { name: "b" }];\nfor (let i = 0; i <= items.length; i++) {\n  if (i === items.length) break;\n  console.log(items[i].name);\n}\n`],
    ["a loop in a try whose catch takes the TypeError", `const items = [{ name: "a" }, { name: "b" }];\ntry {\n  for (let i = 0; i <= items.length; i++) console.log(items[i].name);\n} catch (e) {\n  console.log("stopped:", e.constructor.name);\n}\n`],
    ["the element read behind a test and through an optional chain", `const items = [{ name: "a" }, { name: "b" }];\nfor (let i = 0; i <= items.length; i++) {\n  console.log(i < items.length ? items[i].name : "end");\n  const item = items[i];\n  console.log(item?.name ?? "none");\n}\n`],
    ["loops that end with the list, and one that stops one short of the next element", `const items = [{ name: "a" }, { name: "b" }];\nfor (let i = 0; i < items.length; i++) console.log(items[i].name);\nfor (let i = 0; i < items.length - 1; i++) console.log(items[i + 1].name);\n`],
    ["a counter the body writes too", `const items = [{ name: "a" }, { name: "b" }, { name: "c" }];\nfor (let i = 0; i <= items.length; i++) {\n  console.log(items[i].name);\n  i++;\n}\n`],
  ]);
  fails([
    ["a const the body takes the element into, counted from one to the length", `const users = [{ id: 1, name: "ann" }, { id: 2, name: "bo" }];\nfunction report() {\n  const lines = [];\n  for (let n = 1; n <= users.length; n++) {\n    const user = users[n];\n    if (user.id > 0) lines.push(\`\${user.id}: \${user.name}\`);\n  }\n  return lines;\n}\nconsole.log(report().join("\\n"));\n`, ["GG1016@6:9"]],
    ["an element read on the last turn of a loop that runs while the counter is at most the length", `const items = [{ name: "a" }, { name: "b" }];\nfor (let i = 0; i <= items.length; i++) {\n  console.log(items[i].name.toUpperCase());\n}\n`, ["GG1016@3:15"]],
    ["the next element read on the last turn of a loop to the length", `const steps = [3, 5, 9];\nconst gaps = [];\nfor (let i = 0; i < steps.length; i++) {\n  gaps.push(steps[i + 1].toFixed(0) - steps[i]);\n}\nconsole.log(gaps);\n`, ["GG1016@4:13"]],
  ]);
});

describe("a named group a match's pattern lacks", () => {
  passes([
    ["a read of a missing group behind an in test of the groups", `const m = "port = 8080".match(/^(?<key>\\w+)\\s*=\\s*(?<value>.*)$/);\nif ("val" in m.groups) console.log(m.groups.val.trim());\nelse console.log(m.groups.key);\n`],
    ["the groups the pattern has, and a missing one through an optional chain", `import { files } from "gg";\nconst text = await files.readFile("config.ini");\nfor (const line of text.split("\\n")) {\n  const m = line.match(/^(?<key>\\w+)\\s*=\\s*(?<value>.*)$/);\n  if (!m) continue;\n  console.log(m.groups.key, m.groups["value"].trim(), m.groups.val?.trim() ?? "-");\n}\n`],
    ["the texts a match with the g flag answers, and its groups through an optional chain", `const m = "a=1 b=2".match(/(?<key>\\w)=(?<value>\\d)/g);\nconsole.log(m[0], m.length, m.groups?.key ?? "-");\n`],
    ["groups the program sets on the match itself", `const m = "a=1".match(/(\\w)=(\\d)/);\nm.groups = { key: m[1], value: m[2] };\nconsole.log(m.groups.key.toUpperCase());\n`],
  ]);
  fails([
    ["a named group the pattern lacks, read from a match that found something", `const LINES = ["port = 8080", "host = example.org"];\nfor (const line of LINES) {\n  const m = line.match(/^(?<key>\\w+)\\s*=\\s*(?<value>.*)$/);\n  if (!m) continue;\n  console.log(m.groups.key, m.groups.val.trim());\n}\n`, ["GG1016@5:29"]],
    ["groups of a match with the g flag, which answers the matched texts alone", `const LINES = ["port = 8080"];\nfor (const line of LINES) {\n  const m = line.match(/(?<key>\\w+)\\s*=\\s*(?<value>.*)/g);\n  if (!m) continue;\n  console.log(m.groups.key);\n}\n`, ["GG1016@5:15"]],
    ["groups taken apart from an exec whose pattern names no group", `function parseRange(range) {\n  const { start, end } = /(\\d+)-(\\d+)/.exec(range).groups;\n  return [Number(start), Number(end)];\n}\nconsole.log(parseRange("3-9"));\n`, ["GG1016@2:26"]],
  ]);
});

describe("a constant Map's get of a key none of its entries has", () => {
  passes([
    ["a number key, and its text, which is another key", `const CODES = new Map([[1, { name: "one" }]]);\nconsole.log(CODES.get(1).name, CODES.get("1") === undefined);\n`],
    ["keys the Map has, and a missing one through an optional chain", `const WEIGHTS = new Map([["alpha", { weight: 1 }], ["beta", { weight: 2 }]]);\nconsole.log(WEIGHTS.get("alpha").weight, WEIGHTS.get("gamma")?.weight ?? 0);\nfor (const [k, v] of WEIGHTS) console.log(k, v.weight);\n`],
    ["a Map the program adds the key to", `const WEIGHTS = new Map([["alpha", { weight: 1 }]]);\nWEIGHTS.set("gamma", { weight: 3 });\nconsole.log(WEIGHTS.get("gamma").weight);\n`],
  ]);
  fails([
    ["a constant Map asked for a key none of its entries has", `const HANDLERS = new Map([\n  ["json", (text) => JSON.parse(text)],\n  ["csv", (text) => text.split("\\n").map((l) => l.split(","))],\n]);\nconst WEIGHTS = new Map([["alpha", { weight: 1 }], ["beta", { weight: 2 }]]);\nconsole.log(HANDLERS.has("yaml"), WEIGHTS.get("gamma").weight);\n`, ["GG1016@6:35"]],
  ]);
});

describe("a named group a pattern held in a const lacks, or read off destructured groups", () => {
  passes([
    ["a group a const pattern names, read off its exec", `const STAMP = /(?<y>\\d{4})-(?<m>\\d{2})/;\nconsole.log(STAMP.exec("2026-09").groups.m.padStart(2, "0"));\n`],
    ["a group the pattern names, read off the destructured groups", `const { groups } = /(?<key>\\w+)=(?<value>\\w+)/.exec("a=b");\nconsole.log(groups.value.length);\n`],
    ["a const pattern recompiled with the group before the read", `const RE = /(?<y>\\d+)/;\nRE.compile("(?<hour>\\\\d+)");\nconsole.log(RE.exec("12").groups.hour.length);\n`],
  ]);
  fails([
    ["a group a const pattern lacks, read off its exec", `const STAMP = /(?<y>\\d{4})-(?<m>\\d{2})-(?<d>\\d{2})/;\nconsole.log(STAMP.exec("2026-09-17").groups.hour.padStart(2, "0"));\n`, ["GG1016@2:13"]],
    ["a group the pattern lacks, read off the destructured groups", `const { groups } = /^---\\n(?<yaml>[\\s\\S]*?)\\n---/.exec("---\\ntitle: A\\n---\\nbody");\nconsole.log(groups.body.length);\n`, ["GG1016@2:13"]],
    ["a group a const pattern lacks, read in a callback over a constant list", `const EDGE = /(?<from>\\w+)->(?<to>\\w+)/;\nconst out = ["a->b"].map((line) => EDGE.exec(line).groups.weight.trim());\nconsole.log(out);\n`, ["GG1016@2:36"]],
  ]);
});

describe("a constant Map's get held in a const", () => {
  passes([
    ["a constant Map's get of a missing key, held in a const and tested", `const registry = new Map([["lodash", ["x"]]]);\nconst extra = registry.get("koa");\nconsole.log(extra?.length ?? 0);\n`],
    ["a constant Map's get of a key it has, held in a const", `const registry = new Map([["lodash", ["x"]]]);\nconst dep = registry.get("lodash");\nconsole.log(dep.length);\n`],
  ]);
  fails([
    ["a constant Map's get of a missing key, held in a const and used", `const registry = new Map([["lodash", ["x"]]]);\nconst extra = registry.get("koa");\nconsole.log(extra.length);\n`, ["GG1016@3:13"]],
  ]);
});

describe("a constant Map get of a missing key, called", () => {
  passes([
    ["a constant Map get of a present key called, and of a missing one called optionally", `const FUNCS = new Map([["SUM", (xs) => xs.reduce((a, b) => a + b, 0)]]);\nconsole.log(FUNCS.get("SUM")([1, 2]), FUNCS.get("AVG")?.([1, 2]));\n`],
  ]);
  fails([
    ["a constant Map get of a missing key, called", `const FUNCS = new Map([["SUM", (xs) => xs.reduce((a, b) => a + b, 0)]]);\nconsole.log(FUNCS.get("AVG")([1, 2]));\n`, ["GG1016@2:13"]],
  ]);
});

describe("one call hands a function a key the table it reads lacks", () => {
  passes([
    ["calls hand present keys, or the key is tested, read optionally, or the call caught", `const CURRENCIES = { USD: { digits: 2 }, EUR: { digits: 2 } };\nfunction money(amount, code) {\n  const c = CURRENCIES[code];\n  return amount.toFixed(c.digits);\n}\nfunction safeMoney(amount, code) {\n  if (!(code in CURRENCIES)) return String(amount);\n  return amount.toFixed(CURRENCIES[code].digits);\n}\nfunction maybe(amount, code) {\n  return CURRENCIES[code]?.digits ?? 0;\n}\nconsole.log(money(1, "USD"), money(2, "EUR"), safeMoney(3, "GBP"), maybe(4, "GBP"));\ntry {\n  console.log(money(10, "GBP"));\n} catch {\n  console.log("no such currency");\n}\n`],
  ]);
  fails([
    ["one call hands a function a currency code its const table lacks", `const CURRENCIES = { USD: { digits: 2 }, EUR: { digits: 2 } };\nfunction money(amount, code) {\n  const c = CURRENCIES[code];\n  return amount.toFixed(c.digits);\n}\nconsole.log(money(1, "USD"));\nconsole.log(money(10, "GBP"));\n`, ["GG1016@7:23"]],
    ["one call hands a function a locale its table of patterns lacks", `const PATTERNS = { en: "{M} {d}", es: "{d} de {M}" };\nfunction formatDate(locale) {\n  return PATTERNS[locale].replace("{M}", "May");\n}\nconsole.log(formatDate("en"));\nconsole.log(formatDate("fr"));\n`, ["GG1016@6:24"]],
  ]);
});

describe("one call hands a function a key the constant Map it reads lacks", () => {
  passes([
    ["calls hand present keys, or the Map's answer is defaulted or its key tested", `const RENDERERS = new Map([["email", (m) => \`<p>\${m}</p>\`]]);\nfunction render(channel, message) {\n  return RENDERERS.get(channel)(message);\n}\nfunction renderOr(channel, message) {\n  const fn = RENDERERS.get(channel) ?? ((m) => m);\n  return fn(message);\n}\nfunction safe(channel, message) {\n  if (!RENDERERS.has(channel)) return message;\n  return RENDERERS.get(channel)(message);\n}\nconsole.log(render("email", "hi"), renderOr("sms", "hi"), safe("sms", "hi"));\n`],
  ]);
  fails([
    ["one call hands a function a channel its constant Map of renderers lacks", `const RENDERERS = new Map([\n  ["email", (m) => \`<p>\${m}</p>\`],\n  ["chat", (m) => m],\n]);\nfunction render(channel, message) {\n  return RENDERERS.get(channel)(message);\n}\nconsole.log(render("email", "hi"));\nconsole.log(render("sms", "hi"));\n`, ["GG1016@9:20"]],
  ]);
});

describe("a loop walks a key the table it reads lacks", () => {
  passes([
    ["every key walked is there, the loop may end early, the walker may stop, the read is tested or caught", `const PATTERNS = { en: /hello/, de: /hallo/ };\n["en", "fr"].some((l) => PATTERNS[l].test("hello"));\nfor (const l of ["en", "de"]) console.log(PATTERNS[l].test("x"));\ntry {\n  ["en", "fr"].forEach((l) => PATTERNS[l].test("hello"));\n} catch {\n  console.log("caught");\n}\nfor (const l of ["en", "fr"]) {\n  if (!PATTERNS[l]) continue;\n  console.log(PATTERNS[l].test("hello"));\n}\nfor (const l of ["en", "fr"]) {\n  console.log(PATTERNS[l]?.test("hello"));\n}\nfor (const l of ["en", "fr"]) {\n  if (l === "en") break;\n  console.log(PATTERNS[l].test("hello"));\n}\n`],
    ["a read behind a branch in the turn", `const LIMITS = { cpu: { max: 4 } };\nfor (const k of ["cpu", "ram"]) {\n  if (k === "ram") continue;\n  console.log(LIMITS[k].max);\n}\n`],
  ]);
  fails([
    ["a for…of over constant keys reads a table without one", `const PATTERNS = { en: /hello/, de: /hallo/ };\nfor (const l of ["en", "fr"]) console.log(PATTERNS[l].test("hello"));\n`, ["GG1016@2:43"]],
    ["a map over constant keys reads a table without one", `const PATTERNS = { en: /hello/, de: /hallo/ };\nconst hits = ["en", "fr"].map((l) => PATTERNS[l].test("hello"));\nconsole.log(hits);\n`, ["GG1016@2:38"]],
    ["a forEach over constant keys calls what a constant Map lacks", `const R = new Map([["a", (x) => x]]);\n["a", "b"].forEach((k) => R.get(k)(1));\n`, ["GG1016@2:27"]],
    ["an element held in a const of the turn", `const LIMITS = { cpu: { max: 4 } };\nconst KEYS = ["cpu", "ram"];\nfor (const k of KEYS) {\n  const limit = LIMITS[k];\n  console.log(k, limit.max);\n}\n`, ["GG1016@5:18"]],
  ]);
});

describe("a list or Map a callback is handed to change", () => {
  passes([
    ["the list handed to the callback as its third argument, filled", `const RULES = ["expr", "term"];\nRULES.some((r, i, all) => all.push("factor"));\nconsole.log(RULES[2].toUpperCase());\n`],
    ["the Map handed to its forEach callback, filled", `const OPS = new Map([["add", "+"]]);\nOPS.forEach((sym, name, map) => map.set(sym, name));\nconsole.log(OPS.get("+").toUpperCase());\n`],
    ["the list given to Array.from as the callback's this, filled", `const DIAGS = ["W1"];\nArray.from("ab", function (c) { this.push(c); }, DIAGS);\nconsole.log(DIAGS[2].toUpperCase());\n`],
    ["the list given to forEach as the callback's this, filled", `const DIAGS = ["W1"];\n["a", "b"].forEach(function (c) { this.push(c); }, DIAGS);\nDIAGS.forEach(function () { this.push("c"); }, DIAGS);\nconsole.log(DIAGS[3].toUpperCase());\n`],
  ]);
  fails([
    ["a callback that takes the element and its index only", `const RULES = ["expr", "term"];\nRULES.some((r, i) => r === "x" && i > 5);\nconsole.log(RULES[2].toUpperCase());\n`, ["GG1016@3:13"]],
    ["a Map's forEach callback that takes the value and key only", `const OPS = new Map([["add", "+"]]);\nOPS.forEach((sym, name) => console.log(sym, name));\nconsole.log(OPS.get("+").toUpperCase());\n`, ["GG1016@3:13"]],
  ]);
});

describe("a let read before any call of the function that assigns it", () => {
  passes([
    ["the function called first, directly, through another, as a callback, handed on, or as a method", `let a;\nfunction loadA() { a = { n: 1 }; }\nloadA();\nconsole.log(a.n);\nlet b;\nfunction loadB() { b = { n: 1 }; }\nfunction boot() { loadB(); }\nboot();\nconsole.log(b.n);\nlet c;\nfunction loadC() { c = { n: 1 }; }\n[1].forEach(loadC);\nconsole.log(c.n);\nlet d;\nconst initD = () => { d = { n: 1 }; };\nfunction run(f) { f(); }\nrun(initD);\nconsole.log(d.n);\nlet e;\nconst api = { load() { e = { n: 1 }; } };\napi.load();\nconsole.log(e.n);\n`],
  ]);
  fails([
    ["a function declared between the let and the read, called only after it", `let schema;\nfunction load() { schema = { required: [] }; }\nconst n = schema.required.length;\nload();\nconsole.log(n);\n`, ["GG1016@3:11"]],
  ]);
});

describe("a call hands a function a constant list one of whose keys a table it reads on each element lacks", () => {
  passes([
    ["the read tested, a walk that may stop, the list changed first, a return before the walk", `const validators = {\n  required: (v) => v !== undefined && v !== "",\n  numeric: (v) => !Number.isNaN(Number(v)),\n};\nfunction runAll(value, names) {\n  return names.map((n) => ({ rule: n, ok: validators[n] ? validators[n](value) : false }));\n}\nfunction runSome(value, names) {\n  return names.some((n) => validators[n](value));\n}\nfunction runAfter(value, names) {\n  if (value === "") return [];\n  names.push("required");\n  return names.map((n) => validators[n](value));\n}\nconsole.log(runAll("x", ["required", "email"]), runSome("x", ["required", "email"]), runAfter("", ["email"]));\nconsole.log(runAll("y", ["numeric"]));\n`],
  ]);
  fails([
    ["one call's list holds a key a for…of over it reads a table without", `const LIMITS = { cpu: { max: 4 }, ram: { max: 16 } };\nfunction report(keys) {\n  const out = [];\n  for (const k of keys) out.push(\`\${k}: \${LIMITS[k].max}\`);\n  return out;\n}\nconsole.log(report(["cpu"]));\nconsole.log(report(["cpu", "disk"]));\n`, ["GG1016@8:20"]],
    ["one call's list holds a rule the table of validators lacks", `const validators = {\n  required: (v) => v !== undefined && v !== "",\n  numeric: (v) => !Number.isNaN(Number(v)),\n};\nfunction runAll(value, names) {\n  return names.map((n) => ({ rule: n, ok: validators[n](value) }));\n}\nconsole.log(runAll("42", ["required", "numeric"]));\nconsole.log(runAll("x", ["required", "email"]));\n`, ["GG1016@9:25"]],
  ]);
});
