// broken [TS2339]: gg calls are synchronous; tsc refuses `.then` on the string readFile returns
import { files } from "gg";

files.readFile("README.md").then((text: string) => console.log(text.length));
