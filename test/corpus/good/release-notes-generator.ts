// good: a long release-notes generator: parses conventional commits since the last tag, groups, links issues and writes RELEASE.md
import { files, shell, session, Failure } from "gg";

type Kind = "feat" | "fix" | "perf" | "refactor" | "docs" | "chore" | "other";

interface Commit {
  sha: string;
  kind: Kind;
  scope?: string;
  breaking: boolean;
  subject: string;
  issues: number[];
}

const TITLES: Record<Kind, string> = {
  feat: "Features",
  fix: "Bug fixes",
  perf: "Performance",
  refactor: "Refactoring",
  docs: "Documentation",
  chore: "Chores",
  other: "Other changes",
};

const ORDER: readonly Kind[] = ["feat", "fix", "perf", "refactor", "docs", "chore", "other"];
const KINDS = new Set<string>(ORDER);

function git(args: string): string {
  const r = shell.run(`git ${args}`);
  if (r.exitCode !== 0) throw new Error(`git ${args} failed: ${r.stderr.trim()}`);
  return r.stdout;
}

function lastTag(): string | undefined {
  const r = shell.run("git describe --tags --abbrev=0");
  return r.exitCode === 0 ? r.stdout.trim() : undefined;
}

function parseCommit(line: string): Commit | undefined {
  const [sha, ...rest] = line.split("\t");
  const message = rest.join("\t");
  if (!sha || !message) return undefined;
  const m = /^(\w+)(?:\(([^)]+)\))?(!)?:\s*(.+)$/.exec(message);
  const issues = [...message.matchAll(/#(\d+)/g)].map((x) => Number(x[1]));
  if (!m) {
    return { sha, kind: "other", breaking: false, subject: message, issues };
  }
  const [, type = "other", scope, bang, subject = message] = m;
  const kind = (KINDS.has(type) ? type : "other") as Kind;
  return { sha, kind, scope, breaking: bang === "!" || /BREAKING CHANGE/.test(message), subject, issues };
}

function repoUrl(): string | undefined {
  try {
    const pkg = JSON.parse(files.readFile("package.json")) as { repository?: string | { url?: string } };
    const raw = typeof pkg.repository === "string" ? pkg.repository : pkg.repository?.url;
    return raw?.replace(/^git\+/, "").replace(/\.git$/, "");
  } catch (e) {
    if (e instanceof Failure && e.code === "not_found") return undefined;
    throw e;
  }
}

function render(version: string, commits: Commit[], url: string | undefined): string {
  const out: string[] = [`# ${version}`, ""];
  const breaking = commits.filter((c) => c.breaking);
  if (breaking.length) {
    out.push("## ⚠ Breaking changes", "");
    for (const c of breaking) out.push(`- ${c.subject}`);
    out.push("");
  }
  for (const kind of ORDER) {
    const group = commits.filter((c) => c.kind === kind);
    if (group.length === 0) continue;
    out.push(`## ${TITLES[kind]}`, "");
    for (const c of group) {
      const scope = c.scope ? `**${c.scope}:** ` : "";
      const refs = c.issues.map((n) => (url ? `[#${n}](${url}/issues/${n})` : `#${n}`)).join(", ");
      const sha = url ? `[${c.sha.slice(0, 7)}](${url}/commit/${c.sha})` : c.sha.slice(0, 7);
      out.push(`- ${scope}${c.subject}${refs ? ` (${refs})` : ""} ${sha}`);
    }
    out.push("");
  }
  return out.join("\n");
}

const since = lastTag();
const range = since ? `${since}..HEAD` : "HEAD";
const lines = git(`log ${range} --no-merges --pretty=format:%H%x09%s`).split("\n").filter(Boolean);
const commits = lines.map(parseCommit).filter((c): c is Commit => c !== undefined);

const pkgVersion = (JSON.parse(files.readFile("package.json")) as { version?: string }).version ?? "0.0.0";
const notes = render(`v${pkgVersion}`, commits, repoUrl());
files.writeFile("RELEASE.md", notes);

const counts = ORDER.map((k) => `${k}=${commits.filter((c) => c.kind === k).length}`).join(" ");
session.reportProgress(`release notes for ${commits.length} commits since ${since ?? "the beginning"}: ${counts}`);
console.log(notes);
