/**
 * How close two gg names are: what "did you mean" suggestions rest on, the same for the checker's messages, the
 * rules' and `gg-check explain`'s.
 */
/**
 * Edit distance between two strings (small inputs: names from the catalogue, keys, options): insertions, deletions,
 * substitutions and swaps of two neighbouring characters each cost 1 (optimal string alignment), since a swap
 * (`grnat` for `grant`) is one slip of the fingers, not two.
 */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, (before[j - 2] ?? 0) + 1);
      current.push(best);
    }
    before = previous;
    previous = current;
  }
  return previous[b.length] ?? 0;
}

// Case and separators do not distinguish gg names (`read_file`, `ReadFile`, `readFile` are one name in different arms).
function fold(name: string): string {
  return name.toLowerCase().replace(/[_-]/g, "");
}

/**
 * The candidates closest to `name`, best first: a candidate equal up to case and separators wins outright;
 * otherwise those within a distance that grows with the length of the name (a third of it, at least 1).
 */
export function closest(name: string, candidates: Iterable<string>, limit = 3): string[] {
  const folded = fold(name);
  const scored: { candidate: string; score: number; order: number }[] = [];
  let order = 0;
  for (const candidate of candidates) {
    const distance = editDistance(folded, fold(candidate));
    const allowed = Math.max(1, Math.floor(Math.max(folded.length, 1) / 3));
    if (distance <= allowed) scored.push({ candidate, score: distance, order: order++ });
  }
  scored.sort((x, y) => x.score - y.score || x.order - y.order);
  const exact = scored.filter((s) => s.score === 0);
  return (exact.length > 0 ? exact : scored).slice(0, limit).map((s) => s.candidate);
}
