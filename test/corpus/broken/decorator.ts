// broken [GG1006]: a class decorator, a proposal no ECMAScript edition of the guest has; the program does not load
export {};
function logged(value: unknown, _context: ClassDecoratorContext) {
  console.log("decorated");
  return value as never;
}
@logged
class Report {
  run() {
    return gg.files.glob("*.md");
  }
}
console.log(new Report().run());
