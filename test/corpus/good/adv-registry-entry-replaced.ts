// good: a typed registry whose first entry for a key is replaced, and a recorder chosen over the namespace
import { files } from "gg";

type Clone = (value: unknown) => unknown;
const strategies = new Map<string, Clone>();
strategies.set("clone", (value) => JSON.parse(JSON.stringify(value)));

class Recorder {
  readonly calls: string[] = [];
  writeFile(path: string, contents: string): void {
    this.calls.push(`${path}:${contents.length}`);
  }
}
const recorder = new Recorder();
const copy = strategies.get("clone")?.({ entries: files.listDir(".").length });
recorder.writeFile("manifest.json", JSON.stringify(copy));
console.log(recorder.calls.join(", "));
