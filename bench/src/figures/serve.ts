/**
 * Figure 4: `gg-check serve` throughput with 1 and 2 workers (every request pipelined at once, distinct programs so
 * no content-hash cache answers), then latency under an open-loop load at 80% of the 2-worker peak.
 */
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { createInterface } from "node:readline";
import { generatePrograms, type Program } from "../generate.js";
import { sample, value, type Figure, type Measure } from "../report.js";
import { nowMs } from "../stats.js";
import type { Tools } from "../tools.js";

/** A running `serve` process and a way to send one request and await its answer. */
interface Server {
  send(id: number, program: Program): Promise<void>;
  close(): Promise<void>;
}

function startServer(tools: Tools, jobs: number): Server {
  const child: ChildProcessWithoutNullStreams = spawn(process.execPath, [tools.ggCheck, "serve", "--jobs", String(jobs)], {
    stdio: ["pipe", "pipe", "pipe"],
  });
  const waiting = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  createInterface({ input: child.stdout }).on("line", (line) => {
    let id: unknown;
    try {
      const answer = JSON.parse(line) as { id?: unknown; error?: { message?: string } };
      id = answer.id;
      const entry = typeof id === "number" ? waiting.get(id) : undefined;
      if (entry === undefined) return;
      waiting.delete(id as number);
      if (answer.error !== undefined) entry.reject(new Error(`serve answered an error: ${answer.error.message ?? "?"}`));
      else entry.resolve();
    } catch {
      // A line that is not JSON is not an answer; the request it belongs to times out in the caller.
    }
  });
  child.on("exit", (code) => {
    for (const entry of waiting.values()) entry.reject(new Error(`serve exited ${String(code)}: ${stderr.slice(0, 300)}`));
    waiting.clear();
  });
  return {
    send(id, program) {
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        child.stdin.write(`${JSON.stringify({ id, source: program.source, language: program.language, fileName: program.name })}\n`);
      });
    },
    close() {
      return new Promise((resolve) => {
        child.once("exit", () => resolve());
        child.stdin.end();
        setTimeout(() => child.kill(), 5000).unref();
      });
    },
  };
}

function mixedPrograms(count: number, seed: number): Program[] {
  const ts = generatePrograms(100, "ts", Math.ceil(count / 2), seed);
  const js = generatePrograms(100, "js", Math.ceil(count / 2), seed + 500_000);
  return Array.from({ length: count }, (_, k) => (k % 2 === 0 ? ts[k / 2] : js[(k - 1) / 2]) as Program);
}

/**
 * Each worker is its own V8 isolate and compiles TypeScript's hot functions itself: over its first ~200 checks the
 * optimising compiler's threads take as much CPU as the checks (measured: ~1,900 functions optimised in the first
 * 100 checks, under 100 per 100 checks after 1,000), and on two cores two warming workers starve each other. A
 * service runs for hours, so the figure measures it warmed: `perWorker` requests per worker first.
 */
async function warmUp(server: Server, jobs: number, perWorker: number, seed: number): Promise<void> {
  await Promise.all(mixedPrograms(jobs * perWorker, seed + 900_000).map((p, k) => server.send(-1 - k, p)));
}

async function peak(server: Server, count: number, seed: number): Promise<number> {
  const programs = mixedPrograms(count, seed);
  const start = nowMs();
  await Promise.all(programs.map((p, k) => server.send(k, p)));
  return (count / (nowMs() - start)) * 1000;
}

async function latencyAtRate(server: Server, rate: number, seconds: number, seed: number): Promise<number[]> {
  const count = Math.max(1, Math.round(rate * seconds));
  const programs = mixedPrograms(count, seed);
  const latencies: number[] = [];
  const pending: Promise<void>[] = [];
  const start = nowMs();
  let next = 0;
  // Open loop: request k is due at start + k / rate whatever the answers do; latency counts from when it was due.
  await new Promise<void>((resolve) => {
    const tick = (): void => {
      const now = nowMs();
      while (next < count && start + (next * 1000) / rate <= now) {
        const due = start + (next * 1000) / rate;
        const program = programs[next] as Program;
        pending.push(server.send(1_000_000 + next, program).then(() => void latencies.push(nowMs() - due)));
        next += 1;
      }
      if (next >= count) resolve();
      else setTimeout(tick, Math.max(0, start + (next * 1000) / rate - nowMs()));
    };
    tick();
  });
  await Promise.all(pending);
  return latencies;
}

/** How figure 4 runs: requests per peak measurement, seconds of load at 80% of peak, warm-up requests per worker. */
export interface ServePlan {
  readonly count: number;
  readonly seconds: number;
  readonly warmupPerWorker: number;
}

/** Runs figure 4: `count` requests per peak measurement, `seconds` of load at 80% of the 2-worker peak. */
export async function runServe(tools: Tools, plan: ServePlan, seed: number): Promise<Figure> {
  const { count, seconds, warmupPerWorker } = plan;
  const single = startServer(tools, 1);
  let one: number;
  try {
    await warmUp(single, 1, warmupPerWorker, seed);
    one = await peak(single, count, seed);
  } finally {
    await single.close();
  }
  // The load runs on the same warmed 2-worker service right after its peak was measured: a steady state, not a cold start.
  const double = startServer(tools, 2);
  let two: number;
  let latencies: number[];
  let rate: number;
  try {
    await warmUp(double, 2, warmupPerWorker, seed);
    two = await peak(double, count, seed + 10_000);
    rate = 0.8 * two;
    latencies = await latencyAtRate(double, rate, seconds, seed + 20_000);
  } finally {
    await double.close();
  }
  const load: Measure = sample("ms", latencies);
  return {
    id: "fig4",
    title: "4. serve: throughput (100-line programs, TS and JS) and latency at 80% of peak",
    columns: ["1 worker", "2 workers", "latency @80% (2 workers)"],
    rows: [
      {
        case: `${count} requests pipelined; load ${rate.toFixed(1)} req/s for ${seconds} s`,
        cells: { "1 worker": value("req/s", one), "2 workers": value("req/s", two), "latency @80% (2 workers)": load },
      },
    ],
    notes: [
      "Every request is a distinct program, so serve's content-hash cache never answers. Latency counts from when a request was due.",
      `Each service is warmed first with ${warmupPerWorker} requests per worker (each worker's JIT compiles TypeScript on its own).`,
    ],
  };
}
