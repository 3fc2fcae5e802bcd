// broken [GG1002]: a reference to a later library than the guest's ECMAScript 2023, to use `Object.groupBy`
/// <reference lib="es2024" />
import { files } from "gg";

const byKind = Object.groupBy(files.listDir("."), (entry) => entry.kind);
console.log(Object.keys(byKind).join(", "));
