// broken [GG1011]: sorting with Intl.Collator compiles, but the guest has no Intl
import { files } from "gg";

const names: string[] = files.glob("src/**/*.ts");
const collator = new Intl.Collator("en", { numeric: true });
console.log(names.sort(collator.compare).join("\n"));
