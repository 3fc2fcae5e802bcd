// good: Promise.all rejects because one job calls a class without new; the awaited call is inside try/catch
import { files } from "gg";

class Stat {
  constructor(path) {
    this.path = path;
    this.size = files.readFile(path).length;
  }
}

const paths = ["README.md", "LICENSE"];
try {
  const stats = await Promise.all(paths.map(async (p, i) => (i === 0 ? new Stat(p) : Stat(p))));
  console.log(stats.map((s) => s.size));
} catch (e) {
  console.log(`one stat failed: ${e.message}`);
}
