// good: an emitter keeps its handlers by event name in an object its constructor makes, and every call names a method it has
import { files } from "gg";

class Emitter {
  constructor() {
    this.handlers = {};
  }
  on(event, fn) {
    (this.handlers[event] ??= []).push(fn);
    return this;
  }
  emit(event, ...args) {
    for (const fn of this.handlers[event] ?? []) fn(...args);
  }
}

const bus = new Emitter();
let bytes = 0;
bus.on("file", (e) => { bytes += e.size; }).on("done", () => console.log(`total ${bytes} bytes`));
for (const e of files.listDir(".")) if (e.kind === "file") bus.emit("file", e);
bus.emit("done");
