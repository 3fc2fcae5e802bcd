// good: a class implements an interface over gg types; `implements` is erased, the methods run
import { files, views } from "gg";

interface Viewer {
  show(entry: files.DirEntry): void;
}

class FileViewer implements Viewer {
  show(entry: files.DirEntry): void {
    if (entry.kind === "file") views.openFile(entry.name);
  }
}

const viewer: Viewer = new FileViewer();
for (const e of files.listDir(".").slice(0, 3)) viewer.show(e);
