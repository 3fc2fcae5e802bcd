// good: mapped, conditional and template literal types describe a summary built from gg records
import { files, shell } from "gg";

type Numeric<T> = { [K in keyof T as T[K] extends number ? K : never]: T[K] };
type Prefixed<T, P extends string> = { [K in keyof T & string as `${P}${Capitalize<K>}`]: T[K] };

const entry: files.DirEntry = files.listDir(".")[0] ?? { name: "(none)", kind: "file", size: 0 };
const numeric: Numeric<files.DirEntry> = { size: entry.size };
const run: shell.RunResult = shell.run("git rev-parse HEAD");
const prefixed: Prefixed<Pick<shell.RunResult, "exitCode" | "stdout">, "git"> = {
  gitExitCode: run.exitCode,
  gitStdout: run.stdout.trim(),
};
console.log(JSON.stringify({ ...numeric, ...prefixed }));
