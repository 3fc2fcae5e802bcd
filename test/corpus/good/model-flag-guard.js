// good: a const flag holds the typeof test; the Node-only branch behind it never runs in the guest
import { files } from "gg";

const isNode = typeof process !== "undefined" && typeof process.versions === "object";
const text = isNode ? process.env.README ?? "" : files.readFile("README.md");
console.log(text.split("\n").length, "lines");
