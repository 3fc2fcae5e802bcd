// good: `install()` adds `Object.groupBy` before the line that calls it, so the later-edition method is there
import { files } from "gg";

function install() {
  Object.groupBy ??= (items, key) => {
    const groups = {};
    for (const item of items) (groups[key(item)] ??= []).push(item);
    return groups;
  };
}

install();
const byExt = Object.groupBy(files.glob("src/**/*"), (p) => p.slice(p.lastIndexOf(".") + 1));
for (const [ext, paths] of Object.entries(byExt)) console.log(`${ext}: ${paths.length}`);
