// good: summarises earlier programs from gg.programs.history by language and outcome
const records: gg.programs.ProgramRecord[] = gg.programs.history(50);

const stats = new Map<string, { ok: number; failed: number }>();
for (const r of records) {
  const s = stats.get(r.language) ?? { ok: 0, failed: 0 };
  if (r.outcome === "ok") s.ok++;
  else s.failed++;
  stats.set(r.language, s);
}

for (const [lang, s] of stats) {
  const rate = s.ok + s.failed === 0 ? 0 : (100 * s.ok) / (s.ok + s.failed);
  console.log(`${lang}: ${s.ok} ok, ${s.failed} failed (${rate.toFixed(0)}% ok)`);
}

const longest = records.reduce<gg.programs.ProgramRecord | undefined>(
  (best, r) => (!best || r.source.length > best.source.length ? r : best),
  undefined,
);
if (longest) console.log(`longest program: ${longest.id} (${longest.source.length} chars)`);
