// broken [GG1010]: `await` inside a non-async function is a syntax error
import { files } from "gg";

function load(path) {
  const text = await files.readFile(path);
  return JSON.parse(text);
}
console.log(load("package.json").name);
