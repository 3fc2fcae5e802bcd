// good: new Object(date) is the date itself, so getFullYear exists though the value is typed Object
import { files } from "gg";

const stamp = new Object(new Date(Date.UTC(2024, 0, 2)));
console.log(stamp.getFullYear(), files.glob("*").length);
