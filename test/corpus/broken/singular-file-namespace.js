// broken [TS2724]: imports `file` from "gg"; the namespace is `files`, so module linking fails
import { file, session } from "gg";

const readme = file.readFile("README.md");
const words = readme.split(/\s+/).filter(Boolean).length;
const minutes = Math.max(1, Math.round(words / 200));
session.reportProgress(`README: ${words} words, about ${minutes} min to read`);
