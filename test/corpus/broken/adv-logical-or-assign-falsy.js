// broken [TS2339]: the left side of `||=` starts as an empty string, so its right side runs and calls files.readCached, which does not exist
import { files } from "gg";

const cache = { readme: "" };
cache.readme ||= files.readCached("README.md");

console.log(cache.readme.split("\n").length, "lines");
