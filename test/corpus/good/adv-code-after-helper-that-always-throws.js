// good: code after a call of a helper that always throws never runs, and an endless poll loop is left only by return
function fail(message) {
  throw new Error(message);
}

function waitForBuild() {
  let tries = 0;
  while (true) {
    const status = gg.shell.run("make status");
    if (status.exitCode === 0 || ++tries > 2) return status;
  }
  process.exit(3);
}

const info = gg.files.stat("Makefile");
if (!info) {
  fail("no Makefile here");
  process.exitCode = 2;
}
console.log(waitForBuild().stdout.length);
