// good: a small pipeline of pure functions over a list of changed files, no promises involved
import * as host from "gg";

const pipe = (...fns) => (x) => fns.reduce((v, f) => f(v), x);

const changedFiles = () => host.shell.run("git diff --name-only").stdout.split("\n");
const nonEmpty = (xs) => xs.filter((x) => x.length > 0);
const onlySources = (xs) => xs.filter((x) => /\.(m?js|ts)$/.test(x));
const withSizes = (xs) => xs.map((x) => ({ path: x, size: host.files.stat(x)?.size ?? 0 }));

const result = pipe(changedFiles, nonEmpty, onlySources, withSizes)();
console.log(JSON.stringify(result, null, 2));
