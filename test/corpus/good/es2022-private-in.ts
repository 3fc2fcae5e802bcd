// good: private fields, #x in obj and top-level await are ECMAScript 2022, which the guest has
export {};
class Box {
  #value = gg.files.readFile("a.txt");
  static has(o: object) {
    return #value in o;
  }
  get length() {
    return this.#value.length;
  }
}
const box = new Box();
console.log(Box.has(box), box.length, await Promise.resolve(1));
