// good: promises kept in a const list that Promise.all takes inside a try: the rejection is handled
import { files } from "gg";

async function size(path: string): Promise<number> {
  const text = files.readFile(path);
  if (text.length === 0) throw new Error(`${path} is empty`);
  return text.length;
}

const jobs = [size("README.md"), size("NOTES.md")];
try {
  const sizes = await Promise.all(jobs);
  console.log(sizes.reduce((a, b) => a + b, 0));
} catch (e) {
  console.log("could not size:", (e as Error).message);
}
