// good: a longer program that parses CODEOWNERS, matches files against its patterns and reports unowned paths
import { files, session, Failure } from "gg";

interface Rule {
  pattern: string;
  owners: string[];
  regex: RegExp;
  line: number;
}

const CANDIDATES = ["CODEOWNERS", ".github/CODEOWNERS", "docs/CODEOWNERS"] as const;

function readFirst(paths: readonly string[]): { path: string; text: string } | undefined {
  for (const path of paths) {
    try {
      return { path, text: files.readFile(path) };
    } catch (e) {
      if (e instanceof Failure && e.code === "not_found") continue;
      throw e;
    }
  }
  return undefined;
}

function globToRegExp(pattern: string): RegExp {
  let p = pattern.trim();
  const anchored = p.startsWith("/");
  if (anchored) p = p.slice(1);
  if (p.endsWith("/")) p += "**";
  let out = "";
  for (let i = 0; i < p.length; i++) {
    const c = p[i];
    if (c === "*") {
      if (p[i + 1] === "*") {
        out += ".*";
        i++;
        if (p[i + 1] === "/") i++;
      } else {
        out += "[^/]*";
      }
    } else if (c === "?") {
      out += "[^/]";
    } else if (c !== undefined && "\\^$+.()|{}[]".includes(c)) {
      out += "\\" + c;
    } else {
      out += c;
    }
  }
  return new RegExp((anchored ? "^" : "(^|/)") + out + "$");
}

function parseRules(text: string): Rule[] {
  const rules: Rule[] = [];
  text.split("\n").forEach((raw, idx) => {
    const line = raw.replace(/#.*/, "").trim();
    if (!line) return;
    const [pattern, ...owners] = line.split(/\s+/);
    if (!pattern) return;
    rules.push({ pattern, owners, regex: globToRegExp(pattern), line: idx + 1 });
  });
  return rules;
}

function ownersOf(path: string, rules: Rule[]): Rule | undefined {
  // The last matching rule wins, as in GitHub's CODEOWNERS.
  let match: Rule | undefined;
  for (const rule of rules) {
    if (rule.regex.test(path)) match = rule;
  }
  return match;
}

const found = readFirst(CANDIDATES);
if (!found) {
  console.log("no CODEOWNERS file");
} else {
  const rules = parseRules(found.text);
  const tracked = files.glob("**/*").filter((p) => !p.startsWith("node_modules/") && !p.startsWith(".git/"));
  const unowned: string[] = [];
  const perOwner = new Map<string, number>();
  const unusedRules = new Set(rules.map((r) => r.line));

  for (const path of tracked) {
    const rule = ownersOf(path, rules);
    if (!rule || rule.owners.length === 0) {
      unowned.push(path);
      continue;
    }
    unusedRules.delete(rule.line);
    for (const owner of rule.owners) perOwner.set(owner, (perOwner.get(owner) ?? 0) + 1);
  }

  console.log(`${found.path}: ${rules.length} rules, ${tracked.length} paths`);
  console.log(`unowned: ${unowned.length}`);
  for (const p of unowned.slice(0, 30)) console.log(`  ${p}`);
  if (unowned.length > 30) console.log(`  … and ${unowned.length - 30} more`);

  console.log("paths per owner:");
  for (const [owner, n] of [...perOwner].sort((a, b) => b[1] - a[1])) {
    console.log(`  ${owner.padEnd(24)} ${n}`);
  }

  if (unusedRules.size > 0) {
    const lines = [...unusedRules].sort((a, b) => a - b);
    console.log(`rules matching nothing (lines): ${lines.join(", ")}`);
  }
  const coverage = tracked.length === 0 ? 100 : (100 * (tracked.length - unowned.length)) / tracked.length;
  session.reportProgress(`CODEOWNERS coverage ${coverage.toFixed(1)}%`);
}
