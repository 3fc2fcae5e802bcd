// broken [GG1006]: decorators are not in ECMAScript 2023: the guest engine rejects the program
function tag(value) {
  return value;
}
@tag
class Job {}
console.log(new Job(), gg.files.glob("*"));
