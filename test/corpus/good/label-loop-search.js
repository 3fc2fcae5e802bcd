// good: a labelled loop stops at the first config file that sets "strict": true
const candidates = gg.files.glob("**/tsconfig*.json").filter(p => !p.includes("node_modules"))
let found = null

outer: for (const path of candidates) {
  const lines = gg.files.readFile(path).split("\n")
  for (let i = 0; i < lines.length; i++) {
    if (/"strict"\s*:\s*true/.test(lines[i])) {
      found = { path, line: i + 1 }
      break outer
    }
  }
}

if (found) {
  gg.views.openFile(found.path, found.line)
  console.log(`strict mode enabled in ${found.path}:${found.line}`)
} else {
  console.log("no tsconfig enables strict")
}
