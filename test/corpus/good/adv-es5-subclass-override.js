// good: an ES5 subclass replaces its parent's Node-only writer before any instance is made
import { files } from "gg";

function Writer() {}
Writer.prototype.emit = function (line) { process.stdout.write(line + "\n"); };
function GuestWriter() {}
GuestWriter.prototype = Object.create(Writer.prototype);
GuestWriter.prototype.emit = function (line) { console.log(line); };

const out = new GuestWriter();
for (const path of files.glob("*.md")) out.emit(path);
