// good: `new.target` in a class field's initialiser is legal JavaScript (it is undefined there; TypeScript refuses it, TS17013)
class Job {
  direct = new.target === undefined ? "field" : "constructor";
}
class Build extends Job {}
console.log(new Job().direct, new Build().direct, gg.files.listDir(".").length);
