// The real checker, except that a program containing DIE_NOW ends its worker thread mid-check, as SIGKILL would:
// no answer, no cleanup, the thread simply gone.
import { createChecker as createRealChecker } from "@gg/checker";

export function createChecker(options) {
  const real = createRealChecker(options);
  return {
    check(input) {
      if (input.source.includes("DIE_NOW")) process.exit(137);
      return real.check(input);
    },
    checkAll(inputs) {
      if (inputs.some((input) => input.source.includes("DIE_NOW"))) process.exit(137);
      return real.checkAll(inputs);
    },
    close: () => real.close(),
  };
}
