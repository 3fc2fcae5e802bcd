// broken [TS2339]: `gg.fs` is not a namespace of gg; the file operations are under `gg.files`
function bump(version) {
  const [major, minor] = version.split(".").map(Number);
  return `${major}.${minor + 1}.0`;
}

const pkg = JSON.parse(gg.fs.readFile("package.json"));
const next = bump(pkg.version);
pkg.version = next;
gg.files.writeFile("package.json", JSON.stringify(pkg, null, 2) + "\n");
console.log(`bumped to ${next}`);
