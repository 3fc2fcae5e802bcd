/**
 * The sealed compiler host of one check: the program's file and the checker's shared files, all in memory.
 * Every hook that could reach the disk answers from memory; nothing the program names is ever looked up.
 */
import type TS from "typescript";
import type { Environment } from "./environment.js";
import { GUEST_LIB_ENTRY, VIRTUAL_LIB_DIR, VIRTUAL_ROOT } from "./options.js";

/** The sealed host and what the program asked for while the program was built. */
export interface SealedHost {
  readonly host: TS.CompilerHost;
  /** Every module specifier of the program TypeScript tried to resolve (imports, `import()`, `require`, import types, JSDoc). */
  readonly moduleLiterals: readonly TS.StringLiteralLike[];
}

/** Builds the host of one check: `program` is the program's only source file, `env` the shared files. */
export function createSealedHost(env: Environment, program: TS.SourceFile): SealedHost {
  const moduleLiterals: TS.StringLiteralLike[] = [];
  const lookup = (fileName: string): TS.SourceFile | undefined =>
    fileName === program.fileName ? program : env.files.get(fileName);
  const host: TS.CompilerHost = {
    getSourceFile: (fileName) => lookup(fileName),
    getSourceFileByPath: (fileName) => lookup(fileName),
    fileExists: (fileName) => lookup(fileName) !== undefined,
    readFile: (fileName) => lookup(fileName)?.text,
    directoryExists: (name) => name === VIRTUAL_ROOT || name === VIRTUAL_LIB_DIR,
    getDirectories: () => [],
    realpath: (path) => path,
    getCurrentDirectory: () => VIRTUAL_ROOT,
    getDefaultLibLocation: () => VIRTUAL_LIB_DIR,
    getDefaultLibFileName: () => `${VIRTUAL_LIB_DIR}/${GUEST_LIB_ENTRY}`,
    useCaseSensitiveFileNames: () => true,
    getCanonicalFileName: (fileName) => fileName,
    getNewLine: () => "\n",
    getEnvironmentVariable: () => undefined,
    trace: () => undefined,
    writeFile: (fileName) => {
      throw new Error(`sealed host: writeFile(${fileName}) is not supported`);
    },
    resolveModuleNameLiterals: (literals, containingFile) => {
      if (containingFile === program.fileName) moduleLiterals.push(...literals);
      // "gg" is an ambient module of gg.d.ts; every other name resolves to nothing, and honesty.ts reports it.
      return literals.map(() => ({ resolvedModule: undefined }));
    },
    resolveTypeReferenceDirectiveReferences: (references) =>
      references.map(() => ({ resolvedTypeReferenceDirective: undefined })),
    getParsedCommandLine: () => undefined,
  };
  return { host, moduleLiterals };
}
