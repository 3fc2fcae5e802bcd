// broken [GG1006]: `using` is ECMAScript 2026 syntax; the guest engine (ECMAScript 2023) does not load the program
{
  using f = { [Symbol.dispose]() {} };
  console.log(gg.files.readFile("a.txt").length, f);
}
