// good: a reviewer runs lint and approves with a note, or asks for changes with the lint output
const lint = gg.shell.run("npx eslint . --format unix")
const problems = lint.stdout.split("\n").filter(l => /:\d+:\d+:/.test(l))

if (lint.exitCode === 0) {
  gg.session.approve("lint clean")
} else {
  gg.session.requestChanges(`eslint reports ${problems.length} problems:\n` + problems.slice(0, 20).join("\n"))
}
