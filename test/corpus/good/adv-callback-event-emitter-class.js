// good: an in-program event emitter; the "error" listener calls a missing global but no "error" event is emitted
import { files, session } from "gg";

class Emitter {
  constructor() {
    this.listeners = {};
  }
  on(event, fn) {
    (this.listeners[event] ??= []).push(fn);
    return this;
  }
  emit(event, ...args) {
    for (const fn of this.listeners[event] ?? []) fn(...args);
  }
}

const bus = new Emitter();
bus.on("file", (path) => session.reportProgress(`scanned ${path}`));
bus.on("error", (err) => process.stderr.write(String(err)));
for (const path of files.glob("*.md")) bus.emit("file", path);
