// good: a Node adapter kept beside the gg adapter; the environment test picks gg, so the Node one never runs
import { files, session } from "gg";

const ggAdapter = {
  read: (path) => files.readFile(path),
  list: (pattern) => files.glob(pattern),
};
const nodeAdapter = {
  read: (path) => require("fs").readFileSync(path, "utf8"),
  list: (pattern) => require("fs").readdirSync(".").filter((name) => name.endsWith(pattern.slice(1))),
};

function detectRuntime() {
  return typeof gg !== "undefined" ? "gg" : "node";
}

const io = detectRuntime() === "gg" ? ggAdapter : nodeAdapter;
const docs = io.list("*.md");
let words = 0;
for (const path of docs) words += io.read(path).split(/\s+/).length;
session.reportProgress(`${docs.length} documents, ${words} words`);
