// broken [TS2591]: the feature test comes after the call it should have guarded: Buffer is read first and throws
import { files } from "gg";

const text = files.readFile("assets/logo.svg");
const encoded = Buffer.from(text).toString("base64");
if (typeof Buffer === "undefined") {
  console.log("no Buffer here");
}
files.writeFile("assets/logo.b64", encoded);
