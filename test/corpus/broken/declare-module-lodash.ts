// broken [GG1003]: `declare module "lodash"` plus an import of it; only "gg" exists in the guest
declare module "lodash" {
  export function chunk<T>(xs: T[], n: number): T[][];
}
import { chunk } from "lodash";

for (const group of chunk(gg.files.glob("src/**/*.ts"), 10)) {
  console.log(group.join(" "));
}
