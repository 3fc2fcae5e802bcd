// good: a long migration program rewriting jest APIs to vitest with editFile, collecting per-file results and a summary
import { files, shell, views, session } from "gg";

interface Rewrite {
  readonly from: RegExp;
  readonly to: string;
  readonly label: string;
}

const REWRITES: readonly Rewrite[] = [
  { from: /\bjest\.fn\(/g, to: "vi.fn(", label: "jest.fn" },
  { from: /\bjest\.spyOn\(/g, to: "vi.spyOn(", label: "jest.spyOn" },
  { from: /\bjest\.mock\(/g, to: "vi.mock(", label: "jest.mock" },
  { from: /\bjest\.useFakeTimers\(\)/g, to: "vi.useFakeTimers()", label: "fake timers" },
  { from: /\bjest\.clearAllMocks\(\)/g, to: "vi.clearAllMocks()", label: "clearAllMocks" },
];

const IMPORT_LINE = 'import { describe, it, expect, vi, beforeEach, afterEach } from "vitest";';

type FileResult = { path: string; replacements: number; labels: Set<string>; addedImport: boolean };

function planEdits(text: string): { edits: files.TextEdit[]; labels: Set<string> } {
  const edits: files.TextEdit[] = [];
  const labels = new Set<string>();
  const seen = new Set<string>();
  for (const line of text.split("\n")) {
    let next = line;
    for (const rw of REWRITES) {
      if (rw.from.test(next)) {
        labels.add(rw.label);
        next = next.replace(rw.from, rw.to);
      }
      rw.from.lastIndex = 0;
    }
    if (next !== line && !seen.has(line)) {
      seen.add(line);
      edits.push({ oldText: line, newText: next });
    }
  }
  return { edits, labels };
}

function migrate(path: string): FileResult {
  const text = files.readFile(path);
  const { edits, labels } = planEdits(text);
  let replacements = 0;
  if (edits.length > 0) {
    replacements = files.editFile(path, edits).replacements;
  }
  let addedImport = false;
  if (!text.includes('from "vitest"')) {
    const updated = files.readFile(path);
    files.writeFile(path, `${IMPORT_LINE}\n${updated}`);
    addedImport = true;
  }
  return { path, replacements, labels, addedImport };
}

const specs = files.glob("{src,test}/**/*.{test,spec}.ts");
const results: FileResult[] = [];
specs.forEach((path, i) => {
  results.push(migrate(path));
  if ((i + 1) % 25 === 0) session.reportProgress(`migrated ${i + 1}/${specs.length} spec files`);
});

const touched = results.filter((r) => r.replacements > 0 || r.addedImport);
const byLabel = new Map<string, number>();
for (const r of touched) for (const l of r.labels) byLabel.set(l, (byLabel.get(l) ?? 0) + 1);

const verify = shell.run("npx vitest run --reporter=dot", { timeoutMs: 600_000 });
const firstFailure = /FAIL\s+(\S+\.ts)/.exec(verify.stdout)?.[1];
if (firstFailure) views.openFile(firstFailure);

console.log(`${touched.length}/${specs.length} files changed`);
for (const [label, n] of [...byLabel].sort((a, b) => b[1] - a[1])) console.log(`  ${label}: ${n} files`);
console.log(verify.exitCode === 0 ? "vitest passes" : `vitest fails (first: ${firstFailure ?? "see output"})`);
