// broken [TS2345]: the map callback declares its parameter as a string, but listDir gives DirEntry records
import { files } from "gg";

const names = files.listDir(".").map((name: string) => name.toUpperCase());
console.log(names.join(", "));
