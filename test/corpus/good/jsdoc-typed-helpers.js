// good: JavaScript with JSDoc types on helpers that read and summarise JSON fixtures
import { files } from "gg";

/**
 * @param {string} path
 * @returns {unknown}
 */
function readJson(path) {
  return JSON.parse(files.readFile(path));
}

/**
 * @param {unknown} value
 * @returns {string}
 */
function shape(value) {
  if (Array.isArray(value)) return `array(${value.length})`;
  if (value === null) return "null";
  if (typeof value === "object") return `object{${Object.keys(value).slice(0, 5).join(",")}}`;
  return typeof value;
}

for (const path of files.glob("test/fixtures/**/*.json")) {
  console.log(`${path}: ${shape(readJson(path))}`);
}
