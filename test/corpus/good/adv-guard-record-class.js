// good: each backend class carries its own availability test beside its methods; only available ones are used
import { files } from "gg";

const hasProcess = typeof process !== "undefined";

class NodeBackend {
  static available = hasProcess;
  static read(path) {
    return process.binding("fs").readFileUtf8(path);
  }
}

class GgBackend {
  static get available() {
    return true;
  }
  static read(path) {
    return files.readFile(path);
  }
}

const backend = [NodeBackend, GgBackend].find((b) => b.available);
console.log(`using ${backend.name}`);
console.log(String(backend.read("notes.txt")).length);
