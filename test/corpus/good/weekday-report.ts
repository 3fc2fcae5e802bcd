// good: groups commits by weekday with Date and prints a small histogram
const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
const stamps = gg.shell.run("git log --since=90.days --pretty=%ct").stdout.trim().split("\n").filter(Boolean);
const perDay = new Array<number>(7).fill(0);

for (const s of stamps) {
  const day = new Date(Number(s) * 1000).getUTCDay();
  perDay[day] = (perDay[day] ?? 0) + 1;
}

const max = Math.max(1, ...perDay);
DAYS.forEach((d, i) => {
  const n = perDay[i] ?? 0;
  console.log(`${d} ${"#".repeat(Math.round((30 * n) / max)).padEnd(30)} ${n}`);
});
