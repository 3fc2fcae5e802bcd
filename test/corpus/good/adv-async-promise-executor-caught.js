// good: a throw inside a Promise executor (calling a missing global) rejects that promise, and the chain's .catch handles it
import { shell } from "gg";

const viaNode = new Promise((resolve) => {
  resolve(require("node:child_process").execSync("git status").toString());
});

const text = await viaNode.catch(() => shell.run("git status").stdout);
console.log(text.split("\n").length, "lines of status");
