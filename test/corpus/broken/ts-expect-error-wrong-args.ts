// broken [GG1004]: `@ts-expect-error` hides a malformed gg call (editFile needs a list of edits, not two strings)
import { files } from "gg";

// @ts-expect-error the model thought editFile takes old and new text
const res = files.editFile("src/app.ts", "var ", "let ");
console.log(res.replacements);
