// broken [TS2339]: treats the synchronous gg.files.readFile as a promise; a string has no `.then`
import { files } from "gg";

files.readFile("package.json").then((text) => {
  console.log(JSON.parse(text).name);
});
