// broken [TS1052]: in TypeScript a setter parameter may not have an initializer; tsc refuses what JavaScript would run
import { session } from "gg";

class Reporter {
  private current = "info";
  set level(value: string = "info") {
    this.current = value;
  }
  get level(): string {
    return this.current;
  }
  say(msg: string): void {
    session.reportProgress(`[${this.current}] ${msg}`);
  }
}

const r = new Reporter();
r.level = "debug";
r.say("details");
