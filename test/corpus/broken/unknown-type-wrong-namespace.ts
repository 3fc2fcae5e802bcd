// broken [TS2694]: `gg.files.RunResult` does not exist; RunResult lives in `gg.shell`
function describe(r: gg.files.RunResult): string {
  return `exit ${r.exitCode}`;
}
console.log(describe(gg.shell.run("true")));
