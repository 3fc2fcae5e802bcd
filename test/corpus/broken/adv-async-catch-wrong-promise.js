// broken [TS2339]: .catch is attached to another promise; the one from summarise() rejects (files.walk is missing) unhandled
import { files, session } from "gg";

async function summarise() {
  const tree = await files.walk(".");
  return tree.length;
}

const pending = summarise();
const other = Promise.resolve(files.glob("*").length);
other.then((n) => session.reportProgress(`${n} top-level entries`)).catch(() => {});
pending.then((n) => session.reportProgress(`${n} entries in all`));
