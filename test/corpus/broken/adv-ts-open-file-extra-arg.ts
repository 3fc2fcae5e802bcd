// broken [TS2554]: views.openFile takes a path and an optional line; a third argument (a column) is refused by tsc
import { files, views } from "gg";

for (const hit of files.grep("TODO", { maxResults: 3 })) {
  views.openFile(hit.path, hit.line, 1);
}
