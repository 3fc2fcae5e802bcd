// broken [GG1006]: an `accessor` class field (decorators proposal) is a syntax error in the guest engine
class Counter {
  accessor total = 0;
}
const c = new Counter();
console.log(c, gg.files.glob("*.js").length);
