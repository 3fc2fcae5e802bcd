// good: a task class whose constructor copies typed options onto the instance, then runs the command it was given
interface TaskOptions {
  name: string;
  command: string;
}

class Task {
  name = "task";
  command = "true";
  constructor(options: Partial<TaskOptions>) {
    Object.assign(this, options);
  }
  run(): number {
    const result = gg.shell.run(this.command);
    console.log(`${this.name}: exit ${result.exitCode}`);
    return result.exitCode;
  }
}

new Task({ name: "lint", command: "npm run lint" }).run();
