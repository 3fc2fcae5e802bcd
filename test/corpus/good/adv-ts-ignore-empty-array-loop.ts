// good: a @ts-ignore hides a missing global in the body of a loop over an empty array that no use fills, which never runs
import { files } from "gg";

const legacy: string[] = [];
for (const p of legacy) {
  // @ts-ignore process is absent in the guest; the list is always empty
  process.chdir(p);
}
console.log(files.glob("*.ts").length, legacy.length);
