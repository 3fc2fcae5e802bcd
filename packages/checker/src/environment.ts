/**
 * What every check of one checker shares: the parsed and bound guest library, gg.d.ts and guest.d.ts.
 * They are parsed once per checker and handed to each fresh program, so a check parses only the program's own file.
 */
import type TS from "typescript";
import ts from "./typescript.js";
import { GUEST_DECLARATIONS, GUEST_DECLARATIONS_PATH, readGuestLibrary } from "./guest-lib.js";
import { VIRTUAL_LIB_DIR, VIRTUAL_ROOT } from "./options.js";

/** The virtual path of the SDK declaration. */
export const GG_DECLARATIONS_PATH = `${VIRTUAL_ROOT}/gg.d.ts`;

/** The immutable file set of one checker. */
export interface Environment {
  /** Shared source files by virtual path (library, gg.d.ts, guest.d.ts). */
  readonly files: ReadonlyMap<string, TS.SourceFile>;
  /** Root files of every program besides the program itself. */
  readonly roots: readonly string[];
  /** The parsed gg.d.ts, to map declarations back to operations. */
  readonly gg: TS.SourceFile;
}

// The guest library is the same for every checker of the process: parsed (and, by the first program, bound) once.
let library: ReadonlyMap<string, TS.SourceFile> | undefined;

function parse(path: string, text: string): TS.SourceFile {
  // The library's JSDoc cannot change a type error and is most of its text: skipping it (as tsc does) makes parsing
  // the library faster. gg.d.ts and guest.d.ts are parsed whole.
  const jsDocParsingMode = path.startsWith(`${VIRTUAL_LIB_DIR}/`) ? ts.JSDocParsingMode.ParseForTypeErrors : ts.JSDocParsingMode.ParseAll;
  return ts.createSourceFile(path, text, { languageVersion: ts.ScriptTarget.ES2023, jsDocParsingMode }, false, ts.ScriptKind.TS);
}

/** Parses the shared files once. `ggDeclarations` is the text of gg.d.ts rendered from the catalogue. */
export function createEnvironment(ggDeclarations: string): Environment {
  library ??= new Map(
    [...readGuestLibrary(), [GUEST_DECLARATIONS_PATH, GUEST_DECLARATIONS] as const].map(([path, text]) => [path, parse(path, text)] as const),
  );
  const gg = parse(GG_DECLARATIONS_PATH, ggDeclarations);
  const files = new Map(library);
  files.set(GG_DECLARATIONS_PATH, gg);
  return { files, roots: [GUEST_DECLARATIONS_PATH, GG_DECLARATIONS_PATH], gg };
}
