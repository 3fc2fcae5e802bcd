// good: a Node reader kept as the default and replaced when gg is there; the environment test always replaces it, so the Node one never runs
import { files, session } from "gg";

let readText = (path) => require("node:fs").readFileSync(path, "utf8");
if (typeof gg !== "undefined") readText = (path) => files.readFile(path);

const notes = files.glob("notes/*.md");
let words = 0;
for (const note of notes) words += readText(note).split(/\s+/).filter(Boolean).length;
session.reportProgress(`${notes.length} notes, ${words} words`);
