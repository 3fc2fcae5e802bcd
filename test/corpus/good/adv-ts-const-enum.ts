// good: a const enum is inlined at compile time; its members are plain numbers when the program runs
import { shell } from "gg";

const enum Exit {
  Ok = 0,
  Failed = 1,
}

const r = shell.run("npm test");
console.log(r.exitCode === Exit.Ok ? "tests pass" : r.exitCode === Exit.Failed ? "tests fail" : `exit ${r.exitCode}`);
