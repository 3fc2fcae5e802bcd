// Every host hook that could reach the disk answers from memory.
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { createEnvironment } from "../src/environment.js";
import { createSealedHost } from "../src/host.js";
import { VIRTUAL_LIB_DIR, VIRTUAL_ROOT } from "../src/options.js";

const env = createEnvironment("declare namespace gg { namespace files { function readFile(path: string): string; } }\n");
const program = ts.createSourceFile(`${VIRTUAL_ROOT}/program.ts`, `import "./x";\n`, ts.ScriptTarget.ES2023, true);

describe("createSealedHost", () => {
  const { host, moduleLiterals } = createSealedHost(env, program);

  it("serves the program and the shared files, nothing else", () => {
    expect(host.getSourceFile(program.fileName, ts.ScriptTarget.ES2023)).toBe(program);
    expect(host.getSourceFile(`${VIRTUAL_LIB_DIR}/lib.es5.d.ts`, ts.ScriptTarget.ES2023)?.fileName).toBe(`${VIRTUAL_LIB_DIR}/lib.es5.d.ts`);
    expect(host.getSourceFile("/etc/passwd", ts.ScriptTarget.ES2023)).toBeUndefined();
    expect(host.getSourceFile(`${VIRTUAL_LIB_DIR}/lib.dom.d.ts`, ts.ScriptTarget.ES2023)).toBeUndefined();
  });

  it("answers existence and reads from memory", () => {
    expect(host.fileExists(program.fileName)).toBe(true);
    expect(host.fileExists("/etc/passwd")).toBe(false);
    expect(host.fileExists(`${process.cwd()}/package.json`)).toBe(false);
    expect(host.readFile("/etc/passwd")).toBeUndefined();
    expect(host.readFile(program.fileName)).toBe(`import "./x";\n`);
  });

  it("knows only the virtual directories", () => {
    expect(host.directoryExists?.("/")).toBe(false);
    expect(host.directoryExists?.(process.cwd())).toBe(false);
    expect(host.directoryExists?.(VIRTUAL_ROOT)).toBe(true);
    expect(host.getDirectories?.("/")).toEqual([]);
    expect(host.realpath?.("/tmp/../etc")).toBe("/tmp/../etc");
  });

  it("roots everything in the virtual root, never the process's directory", () => {
    expect(host.getCurrentDirectory()).toBe(VIRTUAL_ROOT);
    expect(host.getDefaultLibLocation?.()).toBe(VIRTUAL_LIB_DIR);
    expect(host.getDefaultLibFileName({})).toBe(`${VIRTUAL_LIB_DIR}/lib.es2023.d.ts`);
    expect(host.getEnvironmentVariable?.("HOME")).toBeUndefined();
  });

  it("resolves no module and no type reference, and records what was asked", () => {
    const lit = ts.factory.createStringLiteral("./x");
    const modules = host.resolveModuleNameLiterals?.([lit], program.fileName, undefined, {}, program, undefined);
    expect(modules).toEqual([{ resolvedModule: undefined }]);
    expect(moduleLiterals.map((l) => l.text)).toEqual(["./x"]);
    const refs = host.resolveTypeReferenceDirectiveReferences?.([{ fileName: "node", pos: 0, end: 4 }], program.fileName, undefined, {}, program, undefined);
    expect(refs).toEqual([{ resolvedTypeReferenceDirective: undefined }]);
  });

  it("refuses to write", () => {
    expect(() => {
      host.writeFile("/tmp/out.js", "x", false);
    }).toThrow("sealed host: writeFile(/tmp/out.js) is not supported");
  });
});
