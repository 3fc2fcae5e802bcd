/**
 * A deterministic generator of realistic guest programs of a given length: loops over files, records, helper
 * functions, try/catch on `gg.Failure`, in the three ways a program may reach gg (an import line of namespaces,
 * `import * as g`, or the unshortened `gg.…`). Every generated program is meant to pass the checker.
 */
import { createRandom, type Random } from "./random.js";

/** The two guest languages. */
export type Language = "ts" | "js";

/** One generated program. */
export interface Program {
  readonly name: string;
  readonly language: Language;
  readonly lines: number;
  readonly source: string;
}

type Style = "named" | "star" | "qualified";

interface Context {
  readonly ts: boolean;
  readonly rng: Random;
  /** `files` → `files`, `g.files` or `gg.files`; records the namespace for the import line. */
  ns(name: string): string;
  /** The failure class in this program's style. */
  failure(): string;
  /** `text` in TypeScript, nothing in JavaScript. */
  t(text: string): string;
}

type Block = (c: Context, i: number) => string[];

const GLOBS = ["src/**/*.ts", "**/*.md", "lib/**/*.js", "test/**/*.test.ts", "docs/*.md"];
const DIRS = [".", "src", "docs", "packages", "test"];
const WORDS = ["TODO", "FIXME", "deprecated", "console\\.log", "XXX"];

const BLOCKS: readonly Block[] = [
  (c, i) => [
    ...(c.ts ? [`interface FileSummary${i} {`, "  path: string;", "  lines: number;", "  todos: number;", "}", ""] : []),
    `function summarise${i}(path${c.t(": string")})${c.t(`: FileSummary${i}`)} {`,
    `  const text = ${c.ns("files")}.readFile(path);`,
    '  const lines = text.split("\\n");',
    `  const todos = lines.filter((line) => line.includes("${c.rng.pick(WORDS)}")).length;`,
    "  return { path, lines: lines.length, todos };",
    "}",
    `const summaries${i} = ${c.ns("files")}.glob("${c.rng.pick(GLOBS)}").map(summarise${i});`,
    `const worst${i} = summaries${i}.filter((s) => s.todos > 0).sort((a, b) => b.todos - a.todos);`,
    `console.log(\`\${worst${i}.length} of \${summaries${i}.length} files have work left\`);`,
  ],
  (c, i) => [
    `const sizes${i} = new Map${c.t("<string, number>")}();`,
    `let total${i} = 0;`,
    `for (const path of ${c.ns("files")}.glob("${c.rng.pick(GLOBS)}")) {`,
    `  const length = ${c.ns("files")}.readFile(path).length;`,
    `  sizes${i}.set(path, length);`,
    `  total${i} += length;`,
    "}",
    `console.log(\`\${sizes${i}.size} files, \${total${i}} characters\`);`,
  ],
  (c, i) => [
    `function describe${i}(entry${c.t(`: ${c.ns("files")}.DirEntry`)})${c.t(": string")} {`,
    '  const size = entry.kind === "file" ? ` (${entry.size} bytes)` : "";',
    "  return `${entry.kind.padEnd(7)} ${entry.name}${size}`;",
    "}",
    `const entries${i} = ${c.ns("files")}.listDir("${c.rng.pick(DIRS)}");`,
    `const dirsFirst${i} = [...entries${i}].sort((a, b) =>`,
    '  a.kind === b.kind ? a.name.localeCompare(b.name) : a.kind === "dir" ? -1 : 1,',
    ");",
    `for (const entry of dirsFirst${i}) {`,
    `  console.log(describe${i}(entry));`,
    "}",
  ],
  (c, i) => [
    `function readOrNull${i}(path${c.t(": string")})${c.t(": string | null")} {`,
    "  try {",
    `    return ${c.ns("files")}.readFile(path);`,
    "  } catch (e) {",
    `    if (e instanceof ${c.failure()} && e.operation === "read_file" && e.code === "not_found") {`,
    "      return null;",
    "    }",
    "    throw e;",
    "  }",
    "}",
    `const notes${i} = readOrNull${i}("${c.rng.pick(["NOTES.md", "CHANGELOG.md", "TODO.txt"])}");`,
    `console.log(notes${i} === null ? "no notes" : \`\${notes${i}.split("\\n").length} lines of notes\`);`,
  ],
  (c, i) => [
    `const matches${i} = ${c.ns("files")}.grep("${c.rng.pick(WORDS)}", { glob: "${c.rng.pick(GLOBS)}", maxResults: ${10 + c.rng.below(90)} });`,
    `const byFile${i} = new Map${c.t("<string, number>")}();`,
    `for (const match of matches${i}) {`,
    `  byFile${i}.set(match.path, (byFile${i}.get(match.path) ?? 0) + 1);`,
    `  console.log(\`\${match.path}:\${match.line}: \${match.text.trim()}\`);`,
    "}",
  ],
  (c, i) => [
    `const result${i} = ${c.ns("shell")}.run("${c.rng.pick(["git status --short", "git log --oneline -n 5", "ls -la"])}", { timeoutMs: ${1000 * (1 + c.rng.below(30))} });`,
    `if (result${i}.exitCode !== 0) {`,
    `  console.error(result${i}.stderr);`,
    "} else {",
    `  const rows${i} = result${i}.stdout.trim().split("\\n").filter((row) => row.length > 0);`,
    `  console.log(\`\${rows${i}.length} lines of output\`);`,
    "}",
  ],
  (c, i) => [
    `function topN${i}${c.t("<T>")}(items${c.t(": readonly T[]")}, score${c.t(": (item: T) => number")}, n${c.t(": number")})${c.t(": T[]")} {`,
    "  return [...items].sort((a, b) => score(b) - score(a)).slice(0, n);",
    "}",
    `const longest${i} = topN${i}(${c.ns("files")}.glob("${c.rng.pick(GLOBS)}"), (path) => path.length, ${1 + c.rng.below(9)});`,
    `console.log(longest${i}.join("\\n"));`,
  ],
  (c, i) => [
    `const edited${i} = ${c.ns("files")}.editFile("${c.rng.pick(["README.md", "docs/guide.md", "CHANGELOG.md"])}", [`,
    `  { oldText: "${c.rng.pick(["colour", "behaviour", "centre"])}", newText: "${c.rng.pick(["color", "behavior", "center"])}" },`,
    "]);",
    `${c.ns("session")}.reportProgress(\`replaced \${edited${i}.replacements} occurrences\`);`,
  ],
  (c, i) => [
    `function icon${i}(kind${c.t(`: ${c.ns("files")}.EntryKind`)})${c.t(": string")} {`,
    "  switch (kind) {",
    '    case "file":',
    '      return "-";',
    '    case "dir":',
    '      return "d";',
    "    default:",
    '      return "l";',
    "  }",
    "}",
    `console.log(${c.ns("files")}.listDir("${c.rng.pick(DIRS)}").map((e) => icon${i}(e.kind) + " " + e.name).join("\\n"));`,
  ],
  (c, i) => [
    `const info${i} = ${c.ns("files")}.stat("${c.rng.pick(["package.json", "README.md", "src/index.ts"])}");`,
    `if (info${i}) {`,
    `  const when${i} = new Date(info${i}.modifiedMs).toISOString();`,
    `  console.log(\`\${info${i}.path}: \${info${i}.size} bytes, modified \${when${i}}\`);`,
    "}",
  ],
  (c, i) => [
    ...(c.ts
      ? [`interface Manifest${i} {`, "  name: string;", "  version: string;", "  dependencies?: Record<string, string>;", "}"]
      : []),
    `const manifest${i} = JSON.parse(${c.ns("files")}.readFile("package.json"))${c.t(` as Manifest${i}`)};`,
    `const deps${i} = Object.keys(manifest${i}.dependencies ?? {});`,
    `console.log(\`\${manifest${i}.name}@\${manifest${i}.version}: \${deps${i}.length} dependencies\`);`,
  ],
  (c, i) => [
    `const report${i}${c.t(": string[]")} = [];`,
    `for (const path of ${c.ns("files")}.glob("${c.rng.pick(GLOBS)}")) {`,
    "  try {",
    `    const text = ${c.ns("files")}.readFile(path);`,
    `    if (text.includes("${c.rng.pick(WORDS)}")) report${i}.push(path);`,
    "  } catch (e) {",
    `    if (e instanceof ${c.failure()} && e.code === "unavailable") break;`,
    "    throw e;",
    "  }",
    "}",
    `${c.ns("files")}.writeFile("report-${i}.txt", report${i}.join("\\n"));`,
  ],
];

const FILLERS: readonly ((c: Context, i: number) => string)[] = [
  (_c, i) => `console.log("step ${i}");`,
  (c, i) => `${c.ns("session")}.reportProgress("step ${i} done");`,
  (_c, i) => `const marker${i} = ${i} * 2;`,
];

function createContext(ts: boolean, rng: Random, style: Style, used: Set<string>): Context {
  return {
    ts,
    rng,
    ns(name) {
      if (style === "named") {
        used.add(name);
        return name;
      }
      return style === "star" ? `g.${name}` : `gg.${name}`;
    },
    failure() {
      if (style === "named") {
        used.add("Failure");
        return "Failure";
      }
      return style === "star" ? "g.Failure" : "gg.Failure";
    },
    t: (text) => (ts ? text : ""),
  };
}

/** Generates one program of exactly `lines` lines (at least 3) from a seed. */
export function generateProgram(lines: number, language: Language, seed: number): Program {
  const rng = createRandom(seed);
  const style = rng.pick<Style>(["named", "named", "star", "qualified"]);
  const used = new Set<string>();
  const c = createContext(language === "ts", rng, style, used);
  const header = `// generated by @gg/bench: ${lines} lines of ${language}, seed ${seed}`;
  // Header, import line (or a comment in the unshortened style) and a blank line come first.
  const budget = Math.max(lines - 3, 0);
  const body: string[] = [];
  let i = 1;
  for (;;) {
    const block = rng.pick(BLOCKS)(c, i);
    if (body.length + block.length + 1 > budget) break;
    body.push(...block, "");
    i += 1;
  }
  while (body.length < budget) {
    body.push(rng.pick(FILLERS)(c, i));
    i += 1;
  }
  let importLine: string;
  if (style === "named") {
    const names = [...used].sort((a, b) => a.localeCompare(b));
    importLine = names.length > 0 ? `import { ${names.join(", ")} } from "gg";` : "export {};";
  } else if (style === "star") importLine = 'import * as g from "gg";';
  else importLine = "// unshortened names need no import line";
  const text = [header, importLine, "", ...body].slice(0, Math.max(lines, 3));
  return { name: `gen-${lines}-${seed}.${language}`, language, lines: text.length, source: `${text.join("\n")}\n` };
}

/** `count` distinct programs of one size and language, seeds `seed`, `seed + 1`, … */
export function generatePrograms(lines: number, language: Language, count: number, seed: number): Program[] {
  return Array.from({ length: count }, (_, k) => generateProgram(lines, language, seed + k));
}
