// A method call may find another value than the method: a write of that name the model does not put in order (in
// another function, a static block, a loop, a definer), or members by names the text does not fix. Each passing
// program was run in the guest's environment; each neighbour fails on every run and is refused.
import { describe } from "vitest";
import { fails, passes } from "./support/verdict-cases.js";

describe("a member written, where the model cannot order the write, before the call", () => {
  passes([
    ["Object.assign(this, spec) in the constructor, whose argument gives the method", "class Task {\n  constructor(spec) { Object.assign(this, spec); }\n  run() { return missingHelper(); }\n}\nconst t = new Task({ run() { return 1; } });\nconsole.log(t.run());\n"],
    ["a static block patching this.prototype", "class Task {\n  static { this.prototype.run = function () { return 2; }; }\n  run() { return missingHelper(); }\n}\nconsole.log(new Task().run());\n"],
    ["a loop over classes patching each prototype", "class A { run() { return missingHelper(); } }\nclass B { run() { return missingHelper(); } }\nfor (const K of [A, B]) K.prototype.run = function () { return 3; };\nconsole.log(new A().run(), new B().run());\n"],
    ["Object.assign of a literal onto the instance before the call", "class A { run() { return missingHelper(); } }\nconst a = new A();\nObject.assign(a, { run() { return 4; } });\nconsole.log(a.run());\n"],
    ["a new prototype for the instance", "class A { run() { return missingHelper(); } }\nconst a = new A();\nObject.setPrototypeOf(a, { run() { return 5; } });\nconsole.log(a.run());\n"],
    ["Reflect.set on the instance", "class A { run() { return missingHelper(); } }\nconst a = new A();\nReflect.set(a, \"run\", () => 6);\nconsole.log(a.run());\n"],
    ["a setup function writing the member on what it is handed", "class A { run() { return missingHelper(); } }\nfunction setup(obj) { obj.run = () => 7; }\nconst a = new A();\nsetup(a);\nconsole.log(a.run());\n"],
    ["a helper patching a prototype by a key it is handed", "class A { run() { return missingHelper(); } }\nfunction patch(K, name) { K.prototype[name] = () => 8; }\npatch(A, \"run\");\nconsole.log(new A().run());\n"],
    ["a constructor copying its options onto this by their keys", "class Job {\n  constructor(options) { for (const [k, v] of Object.entries(options)) this[k] = v; }\n  run() { return missingHelper(); }\n}\nconsole.log(new Job({ run: () => 9 }).run());\n"],
    ["a mixin Object.assign-ed onto the prototype after another", "const Loud = { run() { return missingHelper(); } };\nclass Task {}\nObject.assign(Task.prototype, Loud);\nconst mixin = { run() { return 10; } };\nObject.assign(Task.prototype, mixin);\nconsole.log(new Task().run());\n"],
    ["the prototype patched through a const alias", "class Logger { log(m) { process.stderr.write(m); } }\nconst proto = Logger.prototype;\nproto.log = (m) => console.log(m);\nnew Logger().log(\"hi\");\n"],
    ["a loop copying members by constant keys onto the object", "const io = { read() { return fsp.readFile(\"x\"); } };\nconst impl = { read: () => \"ok\" };\nfor (const k of [\"read\"]) io[k] = impl[k];\nconsole.log(io.read());\n"],
    ["every construction's options giving the method", "class Reporter {\n  constructor(options = {}) { Object.assign(this, options); }\n  write(line) { process.stdout.write(line); }\n}\nnew Reporter({ prefix: \"x\", write: (l) => console.log(l) }).write(\"hi\");\n"],
    ["the constructor giving the instance a new prototype spelled out in place", "class A {\n  constructor() { Object.setPrototypeOf(this, { run() { return 14; } }); }\n  run() { return missingHelper(); }\n}\nconsole.log(new A().run());\n"],
    ["a method of a const literal reading this.exec, on a copy spread with an exec of its own", "const base = {\n  exec() { return execa.sync(\"git\"); },\n  status() { return this.exec(); },\n};\nconst git = { ...base, exec: () => \"ok\" };\nconsole.log(git.status());\n"],
    ["the same on an Object.create of it given an exec", "const base = {\n  exec() { return execa.sync(\"git\"); },\n  log() { return this.exec(); },\n};\nconst git = Object.create(base);\ngit.exec = () => \"ok\";\nconsole.log(git.log());\n"],
  ]);
  fails([
    ["the constructor calling the method before Object.assign(this, spec)", "class Task {\n  constructor(spec) { this.run(); Object.assign(this, spec); }\n  run() { return missingHelper(); }\n}\nnew Task({ run() { return 1; } });\n", ["TS2304@3:18"]],
    ["the method bound onto the instance", "class Task {\n  constructor() { this.run = this.run.bind(this); }\n  run() { return missingHelper(); }\n}\nconst t = new Task();\nt.run();\n", ["TS2304@3:18"]],
    ["Object.assign onto the instance after the call", "class A { run() { return missingHelper(); } }\nconst a = new A();\na.run();\nObject.assign(a, { run() { return 4; } });\n", ["TS2304@1:26"]],
    ["Object.assign giving the member its own value again", "class A { run() { return missingHelper(); } }\nclass B { run() { return 2; } }\nconst a = new A();\nObject.assign(a, { run: a.run });\na.run();\n", ["TS2304@1:26"]],
    ["a function calling the method before it writes the member", "class A { run() { return missingHelper(); } }\nfunction make() { const a = new A(); a.run(); a.run = () => 1; return a; }\nmake();\n", ["TS2304@1:26"]],
    ["Object.assign(this, options) where every construction's options lack the method", "class Reporter {\n  constructor(options = {}) { Object.assign(this, options); }\n  write(line) { process.stdout.write(line); }\n}\nnew Reporter({ prefix: \"x\" }).write(\"hi\");\n", ["TS2591@3:17"]],
    ["a mixin assigned onto the prototype after the call", "const Persist = { save() { console.log(\"saved\"); } };\nclass Settings { save() { fs.writeFileSync(\"x\", \"y\"); } }\nnew Settings().save();\nObject.assign(Settings.prototype, Persist);\n", ["TS2304@2:27"]],
    ["a new prototype set after the call", "class NodeFs { read() { return fs.readFileSync(\"x\"); } }\nclass GgFs { read() { return \"ok\"; } }\nconst io = new NodeFs();\nconsole.log(io.read());\nObject.setPrototypeOf(io, GgFs.prototype);\n", ["TS2304@1:32"]],
    ["the copy's own exec written before the spread, which overwrites it", "const base = {\n  exec() { return execa.sync(\"git\"); },\n  status() { return this.exec(); },\n};\nconst git = { exec: () => \"ok\", ...base };\nconsole.log(git.status());\n", ["TS2304@2:19"]],
    ["an Object.create of it given no exec", "const base = {\n  exec() { return execa.sync(\"git\"); },\n  log() { return this.exec(); },\n};\nconst git = Object.create(base);\ngit.name = \"git\";\nconsole.log(git.log());\n", ["TS2304@2:19"]],
  ]);
});
