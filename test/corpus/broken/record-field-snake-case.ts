// broken: RunResult's field is `exitCode`; `exit_code` does not exist
const r = gg.shell.run("make");
if (r.exit_code !== 0) {
  console.log(r.stderr);
}
