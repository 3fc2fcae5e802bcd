// broken [TS2591]: the assignment `settings.level = "debug"` runs the setter, whose body reads `process`
import { session } from "gg";

const settings = {
  _level: "info",
  set level(v) {
    this._level = v;
    process.env.LOG_LEVEL = v;
  },
};

settings.level = "debug";
session.reportProgress(`log level ${settings._level}`);
