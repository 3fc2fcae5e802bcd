// good: the generator's second step is only taken when the caller asks for the full outline
import { files } from "gg";

function* sections(path: string): Generator<string, void, unknown> {
  const text = files.readFile(path);
  yield text.split("\n")[0] ?? "";
  for (const line of text.split("\n")) if (line.startsWith("## ")) yield line.slice(3);
}

function outline(path: string, full: boolean): string[] {
  const it = sections(path);
  const first = it.next().value ?? "";
  if (!full) return [first];
  return [first, ...it];
}

console.log(outline("README.md", false), outline("docs/guide.md", true).length);
