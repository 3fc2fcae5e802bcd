// broken: views.openFile's line is a number; a string is passed
import { views } from "gg";

views.openFile("src/index.ts", "42");
