// good: collects failing test files into an untyped empty array literal, then prints them
const failing = [];
for (const path of gg.files.glob("test/**/*.test.ts")) {
  const r = gg.shell.run(`npx vitest run ${path}`);
  if (r.exitCode !== 0) failing.push(path);
}
console.log(failing.length ? `failing:\n${failing.join("\n")}` : "all test files pass");
