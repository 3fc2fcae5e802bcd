// broken [TS2591]: the switch's constant matches the case that exits through process, which the guest lacks
import { files } from "gg";

const MODE = "strict";
switch (MODE) {
  case "loose":
    console.log(files.glob("*").length);
    break;
  case "strict":
    process.exit(files.glob("*.lock").length > 0 ? 1 : 0);
}
