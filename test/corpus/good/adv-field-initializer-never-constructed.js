// good: the watcher class is only used for its static helper, so its timer field is never initialised
class Watcher {
  timer = setInterval(() => this.poll(), 1000);
  poll() {
    return gg.files.glob("**/*.ts");
  }
  static added(before, after) {
    return after.filter((f) => !before.includes(f));
  }
}

const before = gg.files.glob("src/**");
const after = gg.files.glob("**/*");
console.log(Watcher.added(before, after).join("\n"));
