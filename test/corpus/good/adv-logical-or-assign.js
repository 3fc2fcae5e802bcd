// good: `meta.title ||= …` keeps the non-empty default and never evaluates its right side, which calls a missing gg member
import { files } from "gg";

const meta = { title: "Project notes", words: 0 };
meta.title ||= files.readTitle("README.md");

const readme = files.readFile("README.md");
meta.words = readme.split(/\s+/).filter(Boolean).length;
console.log(`${meta.title}: ${meta.words} words`);
