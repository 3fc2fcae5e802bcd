// broken [TS2694]: `gg.RunResult` does not exist; the type lives in its namespace as `gg.shell.RunResult`
function failed(r: gg.RunResult): boolean {
  return r.exitCode !== 0;
}

console.log(failed(gg.shell.run("npm test")));
