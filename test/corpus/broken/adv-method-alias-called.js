// broken [TS2304]: a method taken out of its prototype into a binding is called, and it calls a name nothing declares
import { shell } from "gg";

class Probe {
  version() {
    return detectRuntime();
  }
}

const version = Probe.prototype.version;
console.log(version.call(new Probe()), shell.run("pwd").stdout);
