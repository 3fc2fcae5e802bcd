// good: runs the test suite through gg.shell.run and parses pass/fail counts from stdout with regexes
const result: gg.shell.RunResult = gg.shell.run("npm test -- --reporter=dot", { timeoutMs: 120_000 });

const passed = /(\d+) passed/.exec(result.stdout);
const failed = /(\d+) failed/.exec(result.stdout);

const summary = {
  exitCode: result.exitCode,
  passed: passed ? Number(passed[1]) : 0,
  failed: failed ? Number(failed[1]) : 0,
};

if (result.exitCode !== 0) {
  const lastLines = result.stderr.trim().split("\n").slice(-15).join("\n");
  console.log("tests failed:\n" + lastLines);
}
gg.session.reportProgress(`tests: ${summary.passed} passed, ${summary.failed} failed`);
console.log(JSON.stringify(summary));
