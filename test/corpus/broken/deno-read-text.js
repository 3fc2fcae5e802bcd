// broken: `Deno` does not exist in the guest; the file read is `gg.files.readFile`
const text = Deno.readTextFileSync("README.md");
console.log(text.split("\n")[0]);
