// broken [TS2584]: a reference to the DOM's library is a comment in JavaScript; `document` does not exist when run
/// <reference lib="dom" />
import { files } from "gg";

document.title = files.readFile("TITLE.txt").trim();
console.log(document.title);
