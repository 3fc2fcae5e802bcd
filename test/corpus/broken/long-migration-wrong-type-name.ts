// broken [TS2694]: a long database-migration planner that annotates results with `gg.shell.CommandResult`, a type gg does not declare (it is `gg.shell.RunResult`)
import { files, shell, session } from "gg";

interface Migration {
  id: number;
  name: string;
  path: string;
  applied: boolean;
}

const DIR = "db/migrations";
const NAME = /^(\d{4})[-_](.+)\.sql$/;

function listMigrations(): Migration[] {
  const out: Migration[] = [];
  for (const entry of files.listDir(DIR)) {
    if (entry.kind !== "file") continue;
    const m = NAME.exec(entry.name);
    if (!m) {
      console.log(`skipping ${entry.name}: not NNNN-name.sql`);
      continue;
    }
    out.push({ id: Number(m[1]), name: m[2] ?? entry.name, path: `${DIR}/${entry.name}`, applied: false });
  }
  return out.sort((a, b) => a.id - b.id);
}

function appliedIds(): Set<number> {
  const r: gg.shell.CommandResult = shell.run(`psql -At -c "select id from schema_migrations"`);
  if (r.exitCode !== 0) {
    console.log(`cannot read schema_migrations: ${r.stderr.trim()}`);
    return new Set();
  }
  return new Set(r.stdout.split("\n").filter(Boolean).map(Number));
}

function checkGaps(migrations: Migration[]): string[] {
  const problems: string[] = [];
  migrations.forEach((m, i) => {
    const prev = migrations[i - 1];
    if (prev && m.id !== prev.id + 1) problems.push(`gap between ${prev.id} and ${m.id}`);
    if (prev && m.id === prev.id) problems.push(`duplicate id ${m.id}`);
  });
  return problems;
}

const migrations = listMigrations();
const done = appliedIds();
for (const m of migrations) m.applied = done.has(m.id);

const pending = migrations.filter((m) => !m.applied);
const problems = checkGaps(migrations);

console.log(`${migrations.length} migrations, ${pending.length} pending`);
for (const m of pending) console.log(`  pending ${String(m.id).padStart(4, "0")} ${m.name}`);
for (const p of problems) console.log(`  problem: ${p}`);

const plan = pending.map((m) => `psql -v ON_ERROR_STOP=1 -f ${m.path}`).join("\n");
files.writeFile("db/plan.sh", `#!/bin/sh\nset -e\n${plan}\n`);
session.reportProgress(`migration plan: ${pending.length} steps, ${problems.length} problems`);
