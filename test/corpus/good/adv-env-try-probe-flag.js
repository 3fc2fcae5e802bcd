// good: capabilities probed in try blocks that cannot throw in the guest, kept in flags; the fallbacks behind the flags never run
let canShell = false;
try {
  canShell = typeof gg.shell.run === "function";
} catch {
  canShell = false;
}

function currentBranch() {
  if (canShell) return gg.shell.run("git rev-parse --abbrev-ref HEAD").stdout.trim();
  return require("node:fs").readFileSync(".git/HEAD", "utf8").replace("ref: refs/heads/", "").trim();
}

const branch = currentBranch();
console.log("branch:", branch);
if (!canShell) process.exitCode = 1;
