// good: a setter whose parameter has a default value is legal JavaScript (the default applies to `x.level = undefined`)
import { session } from "gg";

class Reporter {
  #level = "info";
  set level(value = "info") {
    this.#level = value;
  }
  get level() {
    return this.#level;
  }
  say(msg) {
    session.reportProgress(`[${this.#level}] ${msg}`);
  }
}

const r = new Reporter();
r.level = undefined;
r.say("starting");
r.level = "debug";
r.say("details");
