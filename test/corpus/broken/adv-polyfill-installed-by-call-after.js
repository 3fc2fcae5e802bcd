// broken [TS2550]: `Object.groupBy` is called before `install()`, the only code that adds it, runs
import { files } from "gg";

function install() {
  Object.groupBy ??= (items, key) => {
    const groups = {};
    for (const item of items) (groups[key(item)] ??= []).push(item);
    return groups;
  };
}

const byExt = Object.groupBy(files.glob("src/**/*"), (p) => p.slice(p.lastIndexOf(".") + 1));
install();
for (const [ext, paths] of Object.entries(byExt)) console.log(`${ext}: ${paths.length}`);
