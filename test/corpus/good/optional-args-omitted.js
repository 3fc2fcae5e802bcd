// good: calls operations whose trailing options are optional without passing them
import { files, shell, views, programs, session } from "gg";

const all = files.grep("FIXME");
const pwd = shell.run("pwd").stdout.trim();
const recent = programs.history();
if (all.length > 0) views.openFile(all[0].path);
session.reportProgress(`${pwd}: ${all.length} FIXMEs, ${recent.length} earlier programs`);
