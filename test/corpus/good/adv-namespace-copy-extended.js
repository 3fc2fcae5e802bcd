// good: a copy of gg.files, made because the guest freezes gg, given a history member the program then reads
import { files } from "gg";

const store = Object.isFrozen(files) ? { ...files } : files;
store.history = [];
const text = store.readFile("notes.md");
store.history.push({ op: "read", bytes: text.length });
console.log(store.history.length);
