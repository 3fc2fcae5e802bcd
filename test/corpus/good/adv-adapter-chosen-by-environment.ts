// good: a typed adapter table; the environment test picks the gg adapter, and the other is never called
import { files, session } from "gg";

interface Store {
  read(path: string): string;
  list(pattern: string): string[];
}

const ggStore: Store = {
  read: (path) => files.readFile(path),
  list: (pattern) => files.glob(pattern),
};
const memoryStore: Store = {
  read: (path) => `# ${path}`,
  list: () => [],
};

function detectRuntime(): "gg" | "memory" {
  return typeof gg !== "undefined" ? "gg" : "memory";
}

const store: Store = detectRuntime() === "gg" ? ggStore : memoryStore;
const notes = store.list("notes/*.md");
const lines = notes.reduce((total, path) => total + store.read(path).split("\n").length, 0);
session.reportProgress(`${notes.length} notes, ${lines} lines`);
