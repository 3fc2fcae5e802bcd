// good: defensive tests of an operation's result whose types rule the Node fallbacks out: those branches never run
import { files, shell } from "gg";

const r = shell.run("git status --short");
const text = typeof r.stdout === "string" ? r.stdout : Buffer.from(r.stdout).toString("utf8");
let entries = files.listDir(".");
if (!Array.isArray(entries)) entries = require("fs").readdirSync(".");
if (typeof r.exitCode !== "number") process.exitCode = 1;
console.log(text.split("\n").length, entries.length);
