// good: a worker applies a fix, runs the tests and finishes its session with a summary
import { files, shell, session } from "gg"

const target = "src/util/date.js"
const result = files.editFile(target, [
  { oldText: "getYear()", newText: "getFullYear()" },
])

const test = shell.run("npm test --silent")
const summary = result.replacements
  ? `Replaced getYear() with getFullYear() in ${target} (${result.replacements}x). Tests exit ${test.exitCode}.`
  : `Nothing to replace in ${target}.`

session.finish(summary)
