/**
 * The child process of figure 7: one checker (as a worker holds one) runs CHECKS checks of distinct programs and
 * reports its RSS after a full GC every EVERY checks, plus the peak RSS. Usage: memory-child CHECKS EVERY SEED.
 */
import { generateProgram } from "../generate.js";
import { createOurChecker } from "../ours.js";

const [checks = 10_000, every = 1_000, seed = 7] = process.argv.slice(2).map(Number);
const gc = (globalThis as { gc?: () => void }).gc;
const mb = (bytes: number): number => Math.round((bytes / 1048576) * 10) / 10;

const checker = await createOurChecker();
const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 300));
const samples: { checks: number; rssMb: number; heapUsedMb: number }[] = [];
const start = Date.now();
for (let k = 1; k <= checks; k += 1) {
  // 20- and 100-line programs, TS and JS, each one new: a leak that keeps per-program state shows as growth.
  const program = generateProgram(k % 4 === 0 ? 100 : 20, k % 2 === 0 ? "ts" : "js", seed + k);
  checker.check({ source: program.source, language: program.language, fileName: program.name });
  if (k % every === 0) {
    // V8 returns the pages a full GC freed on a background task: read RSS right after gc() and it still counts
    // them (measured: 216-228 MB at once, 151-168 MB 0.6 s later, heap used 34-38 MB both times). Let it settle.
    gc?.();
    await settle();
    gc?.();
    await settle();
    const usage = process.memoryUsage();
    samples.push({ checks: k, rssMb: mb(usage.rss), heapUsedMb: mb(usage.heapUsed) });
  }
}
process.stdout.write(
  `${JSON.stringify({ samples, maxRssMb: mb(process.resourceUsage().maxRSS * 1024), ms: Date.now() - start, gc: gc !== undefined })}\n`,
);
