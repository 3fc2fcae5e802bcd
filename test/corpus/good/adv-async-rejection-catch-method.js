// good: an async function whose body calls a missing gg member; its promise's rejection is handled with .catch
import { files, session } from "gg";

async function summarise() {
  const tree = await files.walk(".");
  return tree.length;
}

summarise()
  .then((n) => session.reportProgress(`${n} entries`))
  .catch((e) => {
    const count = files.glob("**/*").length;
    session.reportProgress(`walk unavailable (${e.message}); glob found ${count}`);
  });
