// good: loosely typed catch clause (e.message on an unannotated catch variable) that runs fine; prints file heads
for (const path of ["README.md", "LICENSE", "SECURITY.md"]) {
  try {
    const head = gg.files.readFile(path).split("\n").slice(0, 3).join("\n");
    console.log(`--- ${path}\n${head}`);
  } catch (e) {
    console.log(`--- ${path}: ${e.message}`);
  }
}
