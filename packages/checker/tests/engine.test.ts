// The TypeScript 7 engine: what reach finds through every route an operation can take, the engine's lifetime, and
// the faults of a native process (a wedge, a hang, a crash, too much memory), each the one check's answer, the
// process replaced, never a wedge and never an orphan.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { createChecker, createCheckerWith } from "../src/create-checker.js";
import type { InspectableChecker } from "../src/create-checker.js";
import { isCheckerError } from "../src/checker-error.js";
import type { Checker, CheckInput, Language } from "../src/types.js";
import { generateProgram } from "../../../bench/src/generate.js";

const checker = createChecker();
afterAll(() => checker.close());

const sites = (source: string, language: Language = "ts"): string[] =>
  checker.check({ source, language }).calls.map((c) => `${c.operation}@${c.line}:${c.column}-${c.endLine}:${c.endColumn}`);

/** The code of what a check threw, or undefined when it answered. */
function thrownCode(own: Checker, input: CheckInput): string | undefined {
  try {
    own.check(input);
    return undefined;
  } catch (error) {
    return isCheckerError(error) ? error.code : "not a CheckerError";
  }
}

describe("reach", () => {
  it.each([
    ["a qualified call", `gg.files.readFile("a");\n`, "ts", ["files.read_file@1:1-1:23"]],
    ["an imported namespace", `import { files } from "gg";\nfiles.readFile("a");\n`, "ts", ["files.read_file@2:1-2:20"]],
    ["a renamed import", `import { files as f } from "gg";\nf.listDir(".");\n`, "ts", ["files.list_dir@2:1-2:15"]],
    ["a namespace import", `import * as x from "gg";\nx.session.finish("d");\n`, "ts", ["session.finish@2:1-2:22"]],
    ["destructuring", `import { files } from "gg";\nconst { readFile } = files;\nreadFile("a");\n`, "ts", ["files.read_file@2:9-2:17", "files.read_file@3:1-3:14"]],
    ["an alias", `const f = gg.files.readFile;\nf("a");\n`, "ts", ["files.read_file@1:11-1:28", "files.read_file@2:1-2:7"]],
    ["re-assignment", `let g = gg.files.glob;\ng = gg.files.glob;\ng("*");\n`, "ts", ["files.glob@1:9-1:22", "files.glob@2:5-2:18", "files.glob@3:1-3:7"]],
    ["an element access", `gg.files["stat"]("a");\n`, "ts", ["files.stat@1:1-1:22"]],
    ["a callback", `["a"].forEach(gg.files.deleteFile);\n`, "ts", ["files.delete_file@1:15-1:34"]],
    ["a parenthesised callee", `(gg.files.readFile)("a");\n`, "ts", ["files.read_file@1:1-1:25"]],
    ["an import-equals alias", `import r = gg.files.readFile;\nr("a");\n`, "ts", ["files.read_file@1:8-1:9", "files.read_file@2:1-2:7"]],
    ["a callee whose type is a union", `declare const f: typeof gg.files.readFile | undefined;\nf!("a");\n`, "ts", ["files.read_file@2:1-2:8"]],
    ["a callee cast to any", `(gg.files.readFile as any)("a");\n`, "ts", ["files.read_file@1:2-1:19"]],
    ["a program that declares into the global scope", `declare global { var extra: number }\ngg.files.readFile("a");\nexport {};\n`, "ts", ["files.read_file@2:1-2:23"]],
    ["a narrowed union", `let f: typeof gg.files.readFile | undefined = gg.files.readFile;\nif (f) f("a");\nexport {};\n`, "ts", ["files.read_file@1:47-1:64", "files.read_file@2:8-2:14"]],
    ["a getter", `class C { get f() { return gg.files.readFile; } }\nnew C().f("a");\n`, "ts", ["files.read_file@1:28-1:45", "files.read_file@2:1-2:15"]],
    ["a type parameter", `function g<T extends typeof gg.files.readFile>(f: T) { return f("a"); }\nconsole.log(g);\n`, "ts", ["files.read_file@1:63-1:69"]],
    ["an auto-typed let", `let f;\nf = gg.files.readFile;\nf("a");\n`, "js", ["files.read_file@2:5-2:22", "files.read_file@3:1-3:7"]],
    ["an optional property", `const o: { f?: typeof gg.files.readFile } = { f: gg.files.readFile };\no.f?.("a");\n`, "ts", ["files.read_file@1:50-1:67", "files.read_file@2:1-2:11"]],
    ["an untyped JavaScript parameter", `function run(cb) { return cb("a"); }\nrun(gg.files.readFile);\n`, "js", ["files.read_file@2:5-2:22"]],
    ["a call's result", `const pick = () => gg.files.readFile;\npick()("a");\n`, "ts", ["files.read_file@1:20-1:37", "files.read_file@2:1-2:12"]],
    ["a shadowed gg", `const gg = { files: { readFile: (p: string) => p } };\ngg.files.readFile("a");\n`, "ts", []],
    ["a shadowed console", `const console = { log: gg.files.readFile };\nconsole.log("a");\n`, "ts", ["files.read_file@1:24-1:41", "files.read_file@2:1-2:17"]],
    ["a union of two operations", `declare const c: boolean;\nconst f = c ? gg.files.readFile : gg.files.stat;\nf("a");\n`, "ts", ["files.read_file@2:15-2:32", "files.stat@2:35-2:48", "files.read_file@3:1-3:7"]],
    ["a this property", `class K { f = gg.web.fetch; go() { return this.f("u"); } }\nnew K().go();\n`, "ts", ["web.fetch@1:15-1:27", "web.fetch@1:43-1:54"]],
    ["an any-typed variable", `let f: any = gg.files.readFile;\nf("a");\n`, "ts", ["files.read_file@1:14-1:31"]],
    ["an inert initializer with a JSDoc type", `/** @type {typeof gg.files.readFile} */\nlet f = 1;\nf("a");\n`, "js", ["files.read_file@3:1-3:7"]],
    ["an initializer that passes an operand on", `const f = null || gg.files.readFile;\nf("a");\n`, "ts", ["files.read_file@1:19-1:36", "files.read_file@2:1-2:7"]],
    ["an inert name shadowed by a holder", `const f = 1;\n{ const f = gg.files.readFile; f("a"); }\nconsole.log(f);\n`, "ts", ["files.read_file@2:13-2:30", "files.read_file@2:32-2:38"]],
    ["a spread namespace", `const o = { ...gg.files };\no.readFile("a");\n`, "ts", ["files.read_file@2:1-2:16"]],
    ["a namespace parameter", `function go(ns: typeof gg.files) { ns.readFile("a"); }\ngo(gg.files);\n`, "ts", ["files.read_file@1:36-1:52"]],
    ["a JSDoc-typed parameter", `/** @param {typeof gg.files.readFile} f */\nfunction go(f) { f("a"); }\ngo(gg.files.readFile);\n`, "js", ["files.read_file@2:18-2:24", "files.read_file@3:4-3:21"]],
    ["a method named like an operation", `const store = { readFile(p: string) { return p; } };\nstore.readFile("a");\n`, "ts", []],
    ["a property named like an operation", `const store = { readFile: (p: string) => p };\nstore.readFile("a");\n`, "ts", []],
    ["destructuring in JavaScript", `import { files } from "gg";\nconst { glob } = files;\nglob("*");\n`, "js", ["files.glob@2:9-2:13", "files.glob@3:1-3:10"]],
  ] as const)("%s", (_name, source, language, expected) => {
    expect(sites(source, language)).toEqual(expected);
  });

  it("counts nothing that is only a type or a name", () => {
    const source = `import { files } from "gg";\ntype R = ReturnType<typeof files.readFile>;\nconst t: typeof gg.files.stat | undefined = undefined;\nconst readFile = (p: string): R => p;\nconsole.log(t, readFile("a"), files);\n`;
    expect(checker.check({ source, language: "ts" }).reaches).toEqual([]);
  });
});

describe("lifetime", () => {
  it("refuses to check once closed, and closing twice is harmless", () => {
    const own = createChecker();
    expect(own.check({ source: `gg.files.readFile("a");\n`, language: "ts" }).reaches).toEqual(["files.read_file"]);
    own.close();
    own.close();
    expect(thrownCode(own, { source: "export {};\n", language: "ts" })).toBe("internal");
  });
});

describe("faults of the native process", () => {
  it("a lone surrogate neither crashes nor wedges the compiler, and keeps every position", () => {
    const own = createChecker();
    try {
      const result = own.check({ source: `const s = "\ud800";\nlet n: number = "x";\nexport {};\n`, language: "ts" });
      expect(result.diagnostics.map((d) => `${d.code}@${d.line}:${d.column}`)).toEqual(["TS2322@2:5"]);
      expect(own.check({ source: `let \udc00x = 1;\n`, language: "js" }).verdict).toBe("fail");
      expect(own.check({ source: `gg.files.readFile("a");\n`, language: "ts" }).reaches).toEqual(["files.read_file"]);
    } finally {
      own.close();
    }
  });

  it("a compiler killed mid-check answers that check `internal`, and the next check gets a new compiler", () => {
    const own = createCheckerWith({});
    try {
      own.check({ source: "export {};\n", language: "ts" });
      const pid = pidOf(own);
      process.kill(pid, "SIGKILL");
      expect(thrownCode(own, { source: `gg.files.readFile("a");\n`, language: "ts" })).toBe("internal");
      expect(own.check({ source: `gg.files.readFile("a");\n`, language: "ts" }).reaches).toEqual(["files.read_file"]);
      expect(pidOf(own)).not.toBe(pid);
    } finally {
      own.close();
    }
  });

  it("a check over its time is `timeout`: the compiler is killed and the next check runs", () => {
    // A limit far above a small check's time (so the check after the restart fits on a busy machine) and a program
    // far above the limit: 80,000 lines (2.7 MB, past the default size limit, so that is raised) take about 4 s here.
    const own = createChecker({ timeoutMs: 1000, maxBytes: 4 * 2 ** 20 });
    try {
      own.check({ source: "export {};\n", language: "ts" });
      const big = generateProgram(80000, "ts", 1).source;
      expect(thrownCode(own, { source: big, language: "ts" })).toBe("timeout");
      expect(own.check({ source: `gg.files.readFile("a");\n`, language: "ts" }).reaches).toEqual(["files.read_file"]);
    } finally {
      own.close();
    }
  });

  it.runIf(process.platform === "linux")("a compiler over its memory is `out_of_memory`: killed, and the next check runs", () => {
    const own = createChecker({ memoryLimitMb: 8 });
    try {
      expect(thrownCode(own, { source: generateProgram(3000, "ts", 2).source, language: "ts" })).toBe("out_of_memory");
    } finally {
      own.close();
    }
  });

  it.runIf(process.platform === "linux")("the compiler runs on the threads it is given (GOMAXPROCS), and on the runtime's own when none", () => {
    const environment = (own: InspectableChecker): string[] => {
      own.check({ source: "export {};\n", language: "ts" });
      return readFileSync(`/proc/${pidOf(own)}/environ`, "latin1").split("\0").filter((v) => v.startsWith("GOMAXPROCS="));
    };
    const one = createCheckerWith({ compilerThreads: 1 });
    const unset = createCheckerWith({});
    try {
      expect(environment(one)).toEqual(["GOMAXPROCS=1"]);
      expect(environment(unset)).toEqual([]);
    } finally {
      one.close();
      unset.close();
    }
  });

  it.runIf(process.platform === "linux")("a compiler dies with its checker's process, even one killed outright (no orphan)", async () => {
    const script = `
      const { createCheckerWith } = await import(${JSON.stringify(new URL("../dist/create-checker.js", import.meta.url).href)});
      const c = createCheckerWith({});
      c.check({ source: "export {};\\n", language: "ts" });
      process.stdout.write(String(c.processId()) + "\\n");
      setInterval(() => {}, 1000);
    `;
    const child = spawn(process.execPath, ["--input-type=module", "-e", script], { stdio: ["ignore", "pipe", "inherit"] });
    const pid = await new Promise<number>((resolve) => child.stdout.once("data", (d: Buffer) => resolve(Number(String(d).trim()))));
    expect(isAlive(pid)).toBe(true);
    child.kill("SIGKILL");
    await new Promise((resolve) => child.once("exit", resolve));
    expect(await gone(pid)).toBe(true);
  });
});

/** The id of the checker's compiler process. */
function pidOf(own: InspectableChecker): number {
  const pid = own.processId();
  if (pid === undefined) throw new Error("no compiler process");
  return pid;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Waits (up to 5 s) for a process that is not our child to be gone: the kernel delivers its death signal at once. */
async function gone(pid: number): Promise<boolean> {
  for (const deadline = Date.now() + 5000; Date.now() < deadline; ) {
    if (!isAlive(pid)) return true;
    await new Promise((resolve) => setImmediate(resolve));
  }
  return !isAlive(pid);
}
