/**
 * Parsed programs per document version, so hover and completion on the same version parse once. The parser
 * (TypeScript) loads on the first request that needs it, not while the server starts.
 */
import type { Language } from "@gg/checker";
import type { ParsedProgram } from "./program.js";

/** A small cache of parsed programs keyed by URI and version. */
export interface ProgramCache {
  get(uri: string, version: number, text: string, language: Language): Promise<ParsedProgram>;
  forget(uri: string): void;
}

/** Creates an empty cache. */
export function createProgramCache(): ProgramCache {
  const entries = new Map<string, { version: number; language: Language; program: ParsedProgram }>();
  return {
    async get(uri, version, text, language) {
      const entry = entries.get(uri);
      if (entry && entry.version === version && entry.language === language && entry.program.text === text) return entry.program;
      const { parseProgram } = await import("./program.js");
      const program = parseProgram(text, language);
      entries.set(uri, { version, language, program });
      return program;
    },
    forget(uri) {
      entries.delete(uri);
    },
  };
}
