// good: a then on a promise that never settles makes another that never settles; the callback at the end of the chain never runs
import { files } from "gg";

const gate = new Promise(function () {});
gate
  .then(() => files.glob("**/*"))
  .then((paths) => Deno.writeTextFile("index.txt", paths.join("\n")));
console.log("waiting for the gate");
