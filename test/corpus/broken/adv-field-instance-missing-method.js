// broken [TS2339]: the constructor keeps a Versioner in a field once, and Versioner has no bumpAll
class Versioner {
  bump(version) {
    const [major, minor, patch] = version.split(".").map(Number);
    return `${major}.${minor}.${patch + 1}`;
  }
}

class Release {
  constructor() {
    this.versioner = new Versioner();
  }
  next(versions) {
    return this.versioner.bumpAll(versions);
  }
}

console.log(new Release().next(["1.0.0", "2.1.3"]));
