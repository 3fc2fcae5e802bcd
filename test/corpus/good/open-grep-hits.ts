// good: opens the first three matches of a search in the viewer, line numbers included
import { files, views } from "gg";

const needle = "throw new Error";
const hits = files.grep(needle, { glob: "src/**/*.ts", maxResults: 3 });
hits.forEach(({ path, line }) => views.openFile(path, line));
console.log(hits.length ? `opened ${hits.length} locations of "${needle}"` : `no "${needle}" found`);
