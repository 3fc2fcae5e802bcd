// good: bumps the patch version in package.json and writes it back
const pkg = JSON.parse(gg.files.readFile("package.json"))
const parts = pkg.version.split(".").map(Number)
parts[2] += 1
const before = pkg.version
pkg.version = parts.join(".")
gg.files.writeFile("package.json", JSON.stringify(pkg, null, 2) + "\n")
console.log(`version ${before} -> ${pkg.version}`)
