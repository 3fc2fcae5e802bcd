/**
 * B5: the TypeScript 7 (native) API, `typescript/unstable/sync`, over virtual files: one long-lived native
 * process, one snapshot update per program, diagnostics of the program's own file.
 */
import { API } from "typescript7/unstable/sync";
import { GUEST_DTS, TSCONFIG_OPTIONS } from "../guest-env.js";
import type { BaselineChecker } from "./ts-api.js";

const ROOT = "/guest";

/** Creates the B5 checker; it owns a native child process until `close()`. */
export function createTs7ApiChecker(ggDts: string): BaselineChecker {
  const files = new Map<string, string>([
    [`${ROOT}/tsconfig.json`, JSON.stringify({ compilerOptions: TSCONFIG_OPTIONS, files: ["gg.d.ts", "guest.d.ts", "program.ts", "program.js"] })],
    [`${ROOT}/gg.d.ts`, ggDts],
    [`${ROOT}/guest.d.ts`, GUEST_DTS],
    [`${ROOT}/program.ts`, "export {};\n"],
    [`${ROOT}/program.js`, "export {};\n"],
  ]);
  const inRoot = (path: string): boolean => path === ROOT || path.startsWith(`${ROOT}/`);
  const api = new API({
    cwd: ROOT,
    fs: {
      // Outside the virtual root the native compiler reads its own bundled library.
      readFile: (path) => files.get(path) ?? (inRoot(path) ? null : undefined),
      fileExists: (path) => (files.has(path) ? true : inRoot(path) ? false : undefined),
      directoryExists: (path) => (path === ROOT || path === "/" ? true : inRoot(path) ? false : undefined),
      getAccessibleEntries: (path) =>
        path === ROOT ? { files: [...files.keys()].map((f) => f.slice(ROOT.length + 1)), directories: [] } : undefined,
    },
  });
  const config = `${ROOT}/tsconfig.json`;
  let snapshot = api.updateSnapshot({ openProjects: [config] });
  return {
    check(fileName, source) {
      const path = `${ROOT}/program.${fileName.endsWith(".js") ? "js" : "ts"}`;
      files.set(path, source);
      const next = api.updateSnapshot({ fileChanges: { changed: [path] } });
      snapshot.dispose();
      snapshot = next;
      const project = snapshot.getProject(config);
      if (project === undefined) throw new Error("TypeScript 7 lost the project");
      const diagnostics = [...project.program.getSyntacticDiagnostics(path), ...project.program.getSemanticDiagnostics(path)];
      // DiagnosticCategory.Error is 1 in both compilers.
      return diagnostics.filter((d) => d.category === 1).length;
    },
    close() {
      snapshot.dispose();
      api.close();
    },
  };
}
