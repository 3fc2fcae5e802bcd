// good: defaults merged with every caller's options, read through a typed options object
import { shell } from "gg";

interface TimerOptions {
  clock: () => number;
  label: string;
}

const DEFAULTS: TimerOptions = { clock: () => Date.now(), label: "step" };

function createTimer(options: Partial<TimerOptions>): { mark(name: string): void; report(): string } {
  const { clock, label } = { ...DEFAULTS, ...options };
  const marks: string[] = [];
  return {
    mark(name) { marks.push(`${label}:${name}@${clock()}`); },
    report() { return marks.join("\n"); },
  };
}

const timer = createTimer({ label: "ci" });
timer.mark("start");
shell.run("ls");
console.log(timer.report());
