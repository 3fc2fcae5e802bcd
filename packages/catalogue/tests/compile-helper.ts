// Compiles a small guest program against gg.d.ts with the TypeScript API, in memory, with lib ES2023 only.
import ts from "typescript";

const OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2023,
  lib: ["lib.es2023.d.ts"],
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  strict: true,
  noEmit: true,
  types: [],
  esModuleInterop: true,
  // The default lib is TypeScript's own; gg.d.ts is not a default lib, so it is still checked.
  skipDefaultLibCheck: true,
};

// Lib files are parsed once per test file, not once per compile.
const libCache = new Map<string, ts.SourceFile | undefined>();

export interface Finding {
  readonly code: number;
  readonly text: string;
}

/** Type-checks `source` (as main.ts) beside `dts` (as gg.d.ts) and returns every diagnostic. */
export function compile(dts: string, source: string, fileName = "main.ts", overrides: ts.CompilerOptions = {}): Finding[] {
  const options = { ...OPTIONS, ...overrides };
  const files = new Map([
    [`/virtual/${fileName}`, source],
    ["/virtual/gg.d.ts", dts],
  ]);
  const host = ts.createCompilerHost(options);
  const original = host.getSourceFile.bind(host);
  host.getSourceFile = (name, version, onError, create) => {
    const text = files.get(name);
    if (text !== undefined) return ts.createSourceFile(name, text, version);
    const key = `${name}\0${JSON.stringify(version)}`;
    if (!libCache.has(key)) libCache.set(key, original(name, version, onError, create));
    return libCache.get(key);
  };
  const exists = host.fileExists.bind(host);
  host.fileExists = (name) => files.has(name) || (!name.startsWith("/virtual/") && exists(name));
  const read = host.readFile.bind(host);
  host.readFile = (name) => files.get(name) ?? (name.startsWith("/virtual/") ? undefined : read(name));
  host.getCurrentDirectory = () => "/virtual";
  const program = ts.createProgram([`/virtual/${fileName}`, "/virtual/gg.d.ts"], options, host);
  return ts.getPreEmitDiagnostics(program).map((d) => ({ code: d.code, text: ts.flattenDiagnosticMessageText(d.messageText, "\n") }));
}
