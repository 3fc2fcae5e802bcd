// broken [GG1004]: the @ts-ignore hides a missing global after an await whose executor resolves, so the line runs and throws
import { files } from "gg";

async function main(): Promise<void> {
  const paths = await new Promise<string[]>((resolve) => resolve(files.glob("*.md")));
  // @ts-ignore process is absent in the guest
  console.log(paths.length, process.cwd());
}

void main();
