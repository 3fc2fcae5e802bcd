// good: text edits declared `as const` (a readonly tuple of literal records) passed to files.editFile
import { files } from "gg";

const EDITS = [
  { oldText: "http://", newText: "https://" },
  { oldText: "Copyright 2023", newText: "Copyright 2024" },
] as const;

const result = files.editFile("README.md", EDITS);
console.log(`${result.replacements} replacements`);
