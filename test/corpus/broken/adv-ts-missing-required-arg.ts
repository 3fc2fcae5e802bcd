// broken [TS2554]: session.requestChanges needs its note; tsc refuses the call with none
import { files, session } from "gg";

const todos = files.grep("TODO");
if (todos.length > 0) session.requestChanges();
else session.approve("no TODOs left");
