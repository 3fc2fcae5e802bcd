/**
 * B3 and B4: the two compiler-API checkers a user writes instead of ours, on TypeScript 6. B3 builds a fresh
 * program per check with nothing cached; B4 keeps the library and `gg.d.ts` SourceFiles parsed and passes the
 * previous program as `oldProgram`. Both answer the number of error diagnostics of the program's own file.
 */
import { dirname, join } from "node:path";
import ts from "typescript";
import { GUEST_DTS, TSCONFIG_OPTIONS } from "../guest-env.js";

/** A baseline checker: one program in, its error count out. */
export interface BaselineChecker {
  check(fileName: string, source: string): number;
  close?(): void;
}

const ROOT = "/guest";

function compilerOptions(): ts.CompilerOptions {
  const converted = ts.convertCompilerOptionsFromJson(TSCONFIG_OPTIONS, ROOT);
  if (converted.errors.length > 0) {
    throw new Error(ts.flattenDiagnosticMessageText(converted.errors[0]?.messageText, "\n"));
  }
  return converted.options;
}

interface VirtualFiles {
  readonly files: Map<string, string>;
  readonly roots: string[];
}

function virtualFiles(ggDts: string, fileName: string, source: string): VirtualFiles {
  const files = new Map<string, string>([
    [`${ROOT}/gg.d.ts`, ggDts],
    [`${ROOT}/guest.d.ts`, GUEST_DTS],
    [`${ROOT}/${fileName}`, source],
  ]);
  return { files, roots: [...files.keys()] };
}

/** A host over the virtual files; the TypeScript library is read from the installed package. */
function createHost(
  options: ts.CompilerOptions,
  files: ReadonlyMap<string, string>,
  getLibFile: (fileName: string, languageVersion: ts.ScriptTarget) => ts.SourceFile | undefined,
): ts.CompilerHost {
  const libDir = dirname(ts.getDefaultLibFilePath(options));
  const readFile = (fileName: string): string | undefined => files.get(fileName) ?? ts.sys.readFile(fileName);
  return {
    getSourceFile(fileName, languageVersion) {
      const text = files.get(fileName);
      if (text !== undefined) return ts.createSourceFile(fileName, text, languageVersion, false);
      return getLibFile(fileName, typeof languageVersion === "number" ? languageVersion : languageVersion.languageVersion);
    },
    getDefaultLibFileName: (o) => join(libDir, ts.getDefaultLibFileName(o)),
    getDefaultLibLocation: () => libDir,
    writeFile: () => undefined,
    getCurrentDirectory: () => ROOT,
    getDirectories: () => [],
    fileExists: (fileName) => files.has(fileName) || (fileName.startsWith(libDir) && ts.sys.fileExists(fileName)),
    readFile,
    getCanonicalFileName: (fileName) => fileName,
    useCaseSensitiveFileNames: () => true,
    getNewLine: () => "\n",
  };
}

function errorCount(diagnostics: readonly ts.Diagnostic[]): number {
  return diagnostics.filter((d) => d.category === ts.DiagnosticCategory.Error).length;
}

/** B3: `ts.createProgram` per check, every file read and parsed again. */
export function createNaiveChecker(ggDts: string): BaselineChecker {
  return {
    check(fileName, source) {
      const options = compilerOptions();
      const { files, roots } = virtualFiles(ggDts, fileName, source);
      const host = createHost(options, files, (libFile, version) => {
        const text = ts.sys.readFile(libFile);
        return text === undefined ? undefined : ts.createSourceFile(libFile, text, version, false);
      });
      const program = ts.createProgram({ rootNames: roots, options, host });
      return errorCount(ts.getPreEmitDiagnostics(program));
    },
  };
}

/** B4: library and `gg.d.ts` SourceFiles cached across checks, the previous program passed as `oldProgram`. */
export function createCarefulChecker(ggDts: string): BaselineChecker {
  const options = compilerOptions();
  const cache = new Map<string, ts.SourceFile>();
  let oldProgram: ts.Program | undefined;
  const cached = (fileName: string, read: () => string | undefined, version: ts.ScriptTarget): ts.SourceFile | undefined => {
    const hit = cache.get(fileName);
    if (hit !== undefined) return hit;
    const text = read();
    if (text === undefined) return undefined;
    const file = ts.createSourceFile(fileName, text, version, false);
    cache.set(fileName, file);
    return file;
  };
  return {
    check(fileName, source) {
      const { files, roots } = virtualFiles(ggDts, fileName, source);
      const programPath = `${ROOT}/${fileName}`;
      const host = createHost(options, files, (libFile, version) => cached(libFile, () => ts.sys.readFile(libFile), version));
      const base = host.getSourceFile.bind(host);
      host.getSourceFile = (name, version, onError, shouldCreate) => {
        if (name === programPath) return base(name, version, onError, shouldCreate);
        const text = files.get(name);
        if (text !== undefined) return cached(name, () => text, typeof version === "number" ? version : version.languageVersion);
        return base(name, version, onError, shouldCreate);
      };
      const program = ts.createProgram({ rootNames: roots, options, host, ...(oldProgram ? { oldProgram } : {}) });
      oldProgram = program;
      const file = program.getSourceFile(programPath);
      return errorCount([...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)]);
    },
  };
}
