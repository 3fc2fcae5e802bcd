// broken [GG1010]: super() in the constructor of a class that extends nothing is an early SyntaxError
class Listing {
  constructor(dir) {
    super();
    this.entries = gg.files.listDir(dir);
  }
}
console.log(new Listing(".").entries.length);
