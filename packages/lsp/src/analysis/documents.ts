/**
 * Parsed programs per document version, so hover and completion on the same version parse once.
 */
import type { Language } from "@gg/checker";
import { parseProgram, type ParsedProgram } from "./program.js";

/** A small cache of parsed programs keyed by URI and version. */
export interface ProgramCache {
  get(uri: string, version: number, text: string, language: Language): ParsedProgram;
  forget(uri: string): void;
}

/** Creates an empty cache. */
export function createProgramCache(): ProgramCache {
  const entries = new Map<string, { version: number; language: Language; program: ParsedProgram }>();
  return {
    get(uri, version, text, language) {
      const entry = entries.get(uri);
      if (entry && entry.version === version && entry.language === language && entry.program.text === text) return entry.program;
      const program = parseProgram(text, language);
      entries.set(uri, { version, language, program });
      return program;
    },
    forget(uri) {
      entries.delete(uri);
    },
  };
}
