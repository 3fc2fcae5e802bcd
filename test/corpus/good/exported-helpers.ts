// good: a module that exports its helpers (harmless in a guest) and uses them at top level
import { files } from "gg";

export function isTestFile(path: string): boolean {
  return /\.(test|spec)\.[jt]s$/.test(path);
}

export default function countTests(paths: readonly string[]): number {
  return paths.filter(isTestFile).length;
}

const all = files.glob("**/*.{ts,js}").filter((p) => !p.includes("node_modules"));
console.log(`${countTests(all)} test files among ${all.length}`);
