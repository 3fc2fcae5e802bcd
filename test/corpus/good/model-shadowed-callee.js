// good: a local `summarise` shadows the top-level one that calls a misspelt operation; only the local runs
import { files } from "gg";

function summarise(paths) {
  return files.readFle(paths[0]);
}

function report() {
  const summarise = (paths) => `${paths.length} files`;
  return summarise(files.glob("src/**/*.js"));
}

console.log(report());
