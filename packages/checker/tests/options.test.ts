// The fixed compiler options: accepted by this TypeScript as they are, and each choice shown on a program.
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { createEnvironment } from "../src/environment.js";
import { createSealedHost } from "../src/host.js";
import { compilerOptionsFor, sourceFileOptions, VIRTUAL_ROOT } from "../src/options.js";
import { check } from "./support/check.js";

describe("compiler options", () => {
  it.each(["ts", "js"] as const)("%s: no options or global diagnostics (no deprecation, a complete library)", (language) => {
    const env = createEnvironment("declare namespace gg {}\n");
    const path = `${VIRTUAL_ROOT}/program.${language}`;
    const file = ts.createSourceFile(path, "export {};\n", sourceFileOptions(language), true);
    const { host } = createSealedHost(env, file);
    const program = ts.createProgram({ rootNames: [...env.roots, path], options: compilerOptionsFor(language), host });
    expect([...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()].map((d) => d.code)).toEqual([]);
  });

  it("orders types stably (TypeScript 6's stableTypeOrdering is on)", () => {
    // optionDeclarations is internal to TypeScript but present at run time: the option must exist, not be silently ignored.
    const declarations = (ts as unknown as { optionDeclarations: { name: string }[] }).optionDeclarations;
    expect(declarations.some((o) => o.name === "stableTypeOrdering")).toBe(true);
    expect(compilerOptionsFor("ts").stableTypeOrdering).toBe(true);
  });

  it("makes every program a module", () => {
    expect(check(`const v = await Promise.resolve(1);\nconsole.log(v);\n`).diagnostics).toEqual([]);
    expect(check(`const name = 1;\nconst length = 2;\nconsole.log(name, length);\n`).diagnostics).toEqual([]);
  });

  it("has no DOM, no Node and no timers", () => {
    expect(check(`window.alert(1);\nsetTimeout(() => 1, 1);\nBuffer.from("a");\n`).diagnostics.map((d) => d.code)).toEqual(["TS2304", "TS2304", "TS2591"]);
  });

  it("refuses null-unsafe use of a gg result (strictNullChecks)", () => {
    expect(check(`console.log(gg.files.stat("a").size);\n`).verdict).toBe("fail");
    expect(check(`const s = gg.files.stat("a");\nconsole.log(s ? s.size : 0);\n`).verdict).toBe("pass");
  });

  it("keeps no tooling option a program could lean on", () => {
    const options = compilerOptionsFor("ts");
    expect(options).toMatchObject({ noResolve: true, types: [], noEmit: true, resolveJsonModule: false, libReplacement: false, lib: ["lib.es2023.d.ts"] });
    expect(Object.isFrozen(options)).toBe(true);
  });
});
