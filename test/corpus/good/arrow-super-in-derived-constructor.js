// good: `super()` inside an arrow function in a derived class's constructor is legal JavaScript (TypeScript's TS2337, TS2377)
class Base {
  constructor() {
    this.started = true;
  }
}
class Task extends Base {
  constructor(path) {
    const init = () => super();
    init();
    this.size = gg.files.readFile(path).length;
  }
}
const task = new Task("notes.md");
console.log(task.started, task.size);
