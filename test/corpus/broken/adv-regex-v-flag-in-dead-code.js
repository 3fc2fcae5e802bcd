// broken [GG1006]: the `v` flag is ECMAScript 2024 syntax; the program never loads at ES2023 even though the literal sits in a function never called (Node 20 parses it, so the run does not see it)
import { files } from "gg";

function emojiOnly(text) {
  return /^[\p{Emoji}--\p{ASCII}]+$/v.test(text);
}

const names = files.listDir("icons").map((e) => e.name);
console.log(names.length, "icons");
