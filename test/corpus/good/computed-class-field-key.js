// good: a class field with a computed key from a function call (`[keyOf("count")] = 0`) is legal JavaScript (TypeScript's TS1166)
function keyOf(name) {
  return `${name}Total`;
}
class Tally {
  [keyOf("count")] = 0;
  add(n) {
    this.countTotal += n;
    return this;
  }
}
const tally = new Tally().add(gg.files.listDir(".").length);
console.log(tally.countTotal);
