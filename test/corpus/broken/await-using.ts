// broken [GG1006]: an `await using` declaration (ECMAScript 2026) does not parse in the guest engine
export {};
const handle = { async [Symbol.asyncDispose]() {} };
{
  await using h = handle;
  console.log(h);
}
