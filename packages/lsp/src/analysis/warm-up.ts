/**
 * The program the server checks and lints once while no document waits, so the first document a user opens does not
 * pay for what a first run costs (the checker's library types, ESLint's rule set-up, the compiler's first passes).
 * It has the shapes guest programs have: imports, gg calls in loops, a helper, a catch on `Failure`.
 */
import type { Language } from "@gg/checker";

/** The warm-up program: TypeScript, so both the checker and typescript-eslint's parser warm up. */
export const WARM_UP: { readonly text: string; readonly language: Language; readonly fileName: string } = {
  language: "ts",
  fileName: "gg-lsp-warm-up.ts",
  text: `import * as g from "gg";

interface Summary {
  path: string;
  lines: number;
}

function readOrNull(path: string): string | null {
  try {
    return g.files.readFile(path);
  } catch (e) {
    if (e instanceof g.Failure && e.operation === "read_file" && e.code === "not_found") return null;
    throw e;
  }
}

const summaries: Summary[] = [];
for (const path of g.files.glob("src/**/*.ts")) {
  const text = readOrNull(path);
  if (text !== null) summaries.push({ path, lines: text.split("\\n").length });
}
const largest = [...summaries].sort((a, b) => b.lines - a.lines).slice(0, 5);
console.log(\`\${largest.length} of \${summaries.length} files\`);
g.session.reportProgress("counted");
`,
};
