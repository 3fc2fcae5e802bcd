// good: `cache ||= …` keeps the truthy value and never evaluates its right side, which calls a missing gg member
import { files } from "gg";

const cache = { readme: files.readFile("README.md") };
cache.readme ||= files.readCached("README.md");

const words = cache.readme.split(/\s+/).filter(Boolean);
console.log(`README: ${words.length} words`);
