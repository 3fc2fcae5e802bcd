// broken [TS2349]: `entries.length()` calls a number, a TypeError whenever it runs
import { files, session } from "gg";

const entries = files.listDir("src");
session.reportProgress(`src holds ${entries.length()} entries`);
