// good: gg records are extended with an intersection type (`DirEntry & { fullPath }`), so the added field is typed
import { files } from "gg";

type Located = files.DirEntry & { fullPath: string };

const dir = "packages";
const entries: Located[] = files.listDir(dir).map((e) => ({ ...e, fullPath: `${dir}/${e.name}` }));
for (const e of entries.filter((x) => x.kind === "dir")) console.log(e.fullPath);
