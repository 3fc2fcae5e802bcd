// good: an emitter keeps typed handlers by event name in a record its constructor makes, and every call names a method it has
import { files } from "gg";

type Handler = (...args: unknown[]) => void;

class Emitter {
  private handlers: Record<string, Handler[]> = {};
  on(event: string, fn: Handler): this {
    (this.handlers[event] ??= []).push(fn);
    return this;
  }
  emit(event: string, ...args: unknown[]): void {
    for (const fn of this.handlers[event] ?? []) fn(...args);
  }
}

const bus = new Emitter();
let bytes = 0;
bus.on("file", (e) => { bytes += (e as { size: number }).size; }).on("done", () => console.log(`total ${bytes} bytes`));
for (const e of files.listDir(".")) if (e.kind === "file") bus.emit("file", e);
bus.emit("done");
