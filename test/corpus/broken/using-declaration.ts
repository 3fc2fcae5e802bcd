// broken [GG1006]: a `using` declaration, explicit resource management of ECMAScript 2026; the guest runs ECMAScript 2023
export {};
function open(path: string) {
  return { text: gg.files.readFile(path), [Symbol.dispose]() { console.log("closed", path); } };
}
{
  using file = open("notes.md");
  console.log(file.text.length);
}
