// good: an async summary called before its list is declared rejects, the rejection is logged, and the later call runs
import { files } from "gg";

async function summarise(): Promise<number> {
  return SOURCES.reduce((total, path) => total + files.readFile(path).length, 0);
}
summarise().catch(() => console.log("sources not listed yet"));
const SOURCES: string[] = files.glob("src/**/*.ts");
console.log(await summarise());
