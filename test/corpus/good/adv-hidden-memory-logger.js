// good: a subclass hides its base's console writer behind an own field set right after super, so the base's missing process is never reached
import { files } from "gg";

class Logger {
  constructor(prefix) {
    this.prefix = prefix;
  }
  write(line) {
    process.stdout.write(line + "\n");
  }
  info(msg) {
    this.write(`${this.prefix} INFO ${msg}`);
  }
}

class MemoryLogger extends Logger {
  constructor(prefix) {
    super(prefix);
    this.lines = [];
    this.write = (line) => this.lines.push(line);
  }
  flush(path) {
    files.writeFile(path, this.lines.join("\n"));
    this.lines = [];
  }
}

const log = new MemoryLogger("[scan]");
for (const e of files.listDir(".")) log.info(`${e.kind} ${e.name}`);
log.flush("scan.log");
