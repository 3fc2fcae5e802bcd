// good: triple-slash references left in JavaScript are comments when run; the program uses only what the guest has
/// <reference types="node" />
/// <reference path="./types/globals.d.ts" />
import { files, session } from "gg";

const todo = files.grep("TODO", { glob: "src/**/*.js", maxResults: 50 });
session.reportProgress(`${todo.length} TODO comments`);
for (const match of todo) console.log(`${match.path}:${match.line}`);
