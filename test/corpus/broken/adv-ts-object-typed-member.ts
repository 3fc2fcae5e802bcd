// broken [TS2339]: the value is typed Object, which has no getFullYear: tsc refuses the program though the run would find it
import { files } from "gg";

const stamp = new Object(new Date(Date.UTC(2024, 0, 2)));
console.log(stamp.getFullYear(), files.glob("*").length);
