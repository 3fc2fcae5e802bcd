// broken [TS2591]: a typed record's flag guards the call at run time, but TypeScript still refuses the undeclared `process` in its run function
import { files } from "gg";

const backends = [
  { name: "node", available: typeof process !== "undefined", read: (path: string) => process.cwd() + "/" + path },
  { name: "gg", available: true, read: (path: string) => String(files.readFile(path)) },
];

const chosen = backends.find((b) => b.available);
console.log(chosen?.read("notes.txt"));
