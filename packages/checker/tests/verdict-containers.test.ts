// A method runs only on an instance, and an instance needs its class reached: an adapter class never constructed, a
// base method every constructed subclass overrides, an object nothing reads hold code that never runs, whatever other
// member of the same name the program calls. Each program here was run in the guest's environment; each neighbour
// fails on every run and is refused.
import { describe, expect, it } from "vitest";
import { check, errorsAt } from "./support/check.js";

describe("a member whose container is never reached never runs", () => {
  it.each([
    ["a Node adapter never constructed beside the gg one", `class NodeFs { read(p) { return require("node:fs").readFileSync(p, "utf8"); } }\nclass GgFs { read(p) { return gg.files.readFile(p); } }\nconsole.log(new GgFs().read("a.txt"));\n`],
    ["a base method every constructed subclass overrides", `class Env { cwd() { return process.cwd(); } }\nclass GgEnv extends Env { cwd() { return "."; } }\nconsole.log(new GgEnv().cwd());\n`],
    ["an adapter object nothing reads", `const nodeFs = { read: (p) => require("node:fs").readFileSync(p, "utf8") };\nconst ggFs = { read: (p) => gg.files.readFile(p) };\nconsole.log(ggFs.read("a.txt"));\n`],
    ["a class in a record's field no read names", `const impls = {\n  node: class { read(p) { return require("node:fs").readFileSync(p, "utf8"); } },\n  gg: class { read(p) { return gg.files.readFile(p); } },\n};\nconsole.log(new impls.gg().read("a.txt"));\n`],
  ])("passes %s", (_name, source) => {
    const result = check(source, "js");
    expect(errorsAt(result)).toEqual([]);
    expect(result.verdict).toBe("pass");
  });

  it.each([
    ["a subclass that keeps the base method", `class Env { cwd() { return process.cwd(); } }\nclass GgEnv extends Env {}\nconsole.log(new GgEnv().cwd());\n`, ["TS2591@1:28"]],
    ["an override that calls the base through super", `class Env { cwd() { return process.cwd(); } }\nclass GgEnv extends Env { cwd() { return super.cwd() + "/"; } }\nconsole.log(new GgEnv().cwd());\n`, ["TS2591@1:28"]],
    ["the record's field read", `const impls = {\n  node: class { read(p) { return process.cwd() + p; } },\n  gg: class { read(p) { return gg.files.readFile(p); } },\n};\nconsole.log(new impls.node().read("a.txt"));\n`, ["TS2591@2:34"]],
    ["the adapter object read", `const nodeFs = { read: (p) => process.cwd() + p };\nconst ggFs = { read: (p) => gg.files.readFile(p) };\nconsole.log(nodeFs.read("a.txt"), ggFs);\n`, ["TS2591@1:31"]],
    ["a base constructor, which every subclass's runs", `class Env { constructor() { this.dir = process.cwd(); } }\nclass GgEnv extends Env { constructor() { super(); this.dir = "."; } }\nconsole.log(new GgEnv().dir);\n`, ["TS2591@1:40"]],
    ["a field the object's own method reaches through this", `const app = {\n  handlers: { save() { return persist(); } },\n  run() { return this.handlers.save(); },\n};\napp.run();\n`, ["TS2304@2:31"]],
    ["a private method, which a subclass's of the same name never overrides", `class A { #s() { return nowStamp(); } log() { return this.#s(); } }\nclass B extends A { #s() { return 1; } }\nnew B().log();\n`, ["TS2304@1:25"]],
  ] as const)("fails %s", (_name, source, codes) => {
    const result = check(source, "js");
    expect(result.verdict).toBe("fail");
    expect(errorsAt(result)).toEqual(codes);
  });
});
