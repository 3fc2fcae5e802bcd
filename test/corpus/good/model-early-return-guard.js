// good: the function returns early when the host has no `process`, so `process.exit` never runs in the guest
import { files } from "gg";

function finish(code) {
  if (typeof process === "undefined") return;
  process.exit(code);
}

const count = files.glob("**/*.md").length;
console.log(`${count} markdown files`);
finish(0);
