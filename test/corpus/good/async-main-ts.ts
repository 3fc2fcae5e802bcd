// good: an async main in TypeScript that awaits synchronous gg calls (await on a non-promise is harmless)
import { files, shell } from "gg";

async function main(): Promise<number> {
  const tests = await files.glob("test/**/*.test.ts");
  const r = await shell.run(`npx vitest run ${tests.slice(0, 5).join(" ")}`);
  return r.exitCode;
}

const code = await main();
console.log(`exit ${code}`);
