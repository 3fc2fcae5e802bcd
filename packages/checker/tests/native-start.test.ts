// A native compiler that cannot start is a clear error naming the binary, its errno and the fix, never a signal to
// anything we did not start. Node's kill() on a child whose spawn failed signals pid 0, the caller's whole process
// group: each case runs in a process group of its own, beside a sibling that must survive it.
import { spawn } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const CLI = fileURLToPath(new URL("../dist/gg-check.cjs", import.meta.url));
const NATIVE_PROCESS = new URL("../dist/engine/native-process.js", import.meta.url).href;
const dir = mkdtempSync(join(tmpdir(), "gg-native-start-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const program = join(dir, "one.ts");
writeFileSync(program, "export const n: number = 1;\n");
const notExecutable = join(dir, "tsc-without-exec-bit");
writeFileSync(notExecutable, "#!/bin/sh\nexit 0\n");
chmodSync(notExecutable, 0o644);
const missing = join(dir, "no-such-tsc");
// A compiler that starts, says why it cannot go on (as a Go panic does) on its stderr, and exits.
const crashing = join(dir, "tsc-that-panics");
writeFileSync(crashing, '#!/bin/sh\necho "panic: runtime error: index out of range" >&2\nexit 2\n');
chmodSync(crashing, 0o755);

interface GroupRun {
  /** The shell's status: null when a signal ended it (the group was signalled). */
  readonly shell: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly stdout: string;
  readonly stderr: string;
  readonly siblingAlive: boolean;
}

/**
 * Runs `command` under `sh` in a new process group with a sibling (`sleep`) in the same group; answers once the
 * shell has exited, with whether the sibling outlived it. The shell prints the sibling's pid first, and the
 * command's status last.
 */
function inOwnGroup(command: string, env: Record<string, string>, stdin = ""): Promise<GroupRun> {
  return new Promise((resolve, reject) => {
    const shell = spawn("/bin/sh", ["-c", `sleep 60 </dev/null >/dev/null 2>&1 & echo "sibling=$!"; ${command}; echo "status=$?"`], {
      detached: true,
      env: { ...process.env, NO_COLOR: "1", ...env },
      stdio: ["pipe", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    shell.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    shell.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    shell.on("error", reject);
    shell.stdin.end(stdin);
    shell.on("close", (code, signal) => {
      const sibling = Number(/^sibling=(\d+)$/m.exec(stdout)?.[1]);
      let siblingAlive = false;
      if (Number.isInteger(sibling) && sibling > 0) {
        try {
          process.kill(sibling, 0);
          siblingAlive = true;
          process.kill(sibling, "SIGKILL");
        } catch {
          siblingAlive = false;
        }
      }
      resolve({ shell: code, signal, stdout, stderr, siblingAlive });
    });
  });
}

const quote = (text: string): string => `'${text.replace(/'/g, `'\\''`)}'`;
const node = quote(process.execPath);

describe("a native compiler that fails as it starts", () => {
  it("has its stderr quoted in our message where setpriv runs it, and never on our stderr", async () => {
    const run = await inOwnGroup(`${node} ${quote(CLI)} ${quote(program)}`, { GG_NATIVE_COMPILER_PATH: crashing });
    expect(run.siblingAlive).toBe(true);
    expect(run.stdout).toMatch(/^status=1$/m);
    expect(run.stdout).toContain("internal: The checker failed on this program: the native compiler failed: ");
    // Without setpriv the compiler is started directly, its stderr shared with ours: nothing to quote then.
    if (existsSync("/usr/bin/setpriv") || existsSync("/bin/setpriv")) {
      expect(run.stdout).toContain("; it said: panic: runtime error: index out of range");
      expect(run.stderr).toBe("");
    }
  });
});

describe("a native compiler that cannot start", () => {
  for (const [what, binary, errno] of [
    ["without its exec bit", notExecutable, "EACCES"],
    ["missing", missing, "ENOENT"],
  ] as const) {
    it(`${what}: gg-check says so, naming it and the errno, and its process group survives`, async () => {
      const run = await inOwnGroup(`${node} ${quote(CLI)} ${quote(program)}`, { GG_NATIVE_COMPILER_PATH: binary });
      expect(run.signal).toBeNull();
      expect(run.siblingAlive).toBe(true);
      expect(run.stdout).toMatch(/^status=1$/m);
      expect(run.stdout).toContain(`internal: The checker failed on this program: the native compiler did not start: ${binary}: ${errno}; set GG_NATIVE_COMPILER_PATH`);
      expect(run.stderr).toBe("");
    });
  }

  it("serve answers each request with that error, and its process group survives", async () => {
    const request = `${JSON.stringify({ id: 7, source: "const n = 1;\n", language: "js" })}\n`;
    const run = await inOwnGroup(`${node} ${quote(CLI)} serve`, { GG_NATIVE_COMPILER_PATH: notExecutable }, request);
    expect(run.signal).toBeNull();
    expect(run.siblingAlive).toBe(true);
    const answer = JSON.parse(run.stdout.split("\n").find((line) => line.startsWith("{")) ?? "null") as { id: number; error: { code: string; message: string } };
    expect(answer.id).toBe(7);
    expect(answer.error.code).toBe("internal");
    expect(answer.error.message).toContain(`the native compiler did not start: ${notExecutable}: EACCES`);
    expect(run.stderr).not.toMatch(/^\s+at /m);
  });

  it("a child whose spawn failed is never signalled once guarded (Node would signal pid 0, the group)", async () => {
    const script = [
      `import { spawn } from "node:child_process";`,
      `import { guardSignals } from ${JSON.stringify(NATIVE_PROCESS)};`,
      `const child = spawn(${JSON.stringify(notExecutable)}, [], { stdio: ["pipe", "pipe", "inherit"] });`,
      `child.on("error", () => undefined);`,
      `guardSignals(child);`,
      `console.log("pid=" + child.pid, "killed=" + child.kill());`,
    ].join("\n");
    const run = await inOwnGroup(`${node} --input-type=module -e ${quote(script)}`, {});
    expect(run.signal).toBeNull();
    expect(run.siblingAlive).toBe(true);
    expect(run.stdout).toMatch(/^pid=undefined killed=false$/m);
    expect(run.stdout).toMatch(/^status=0$/m);
  });
});
