// Joins the guest library into one file (dist/guest-library/lib.gg-guest.d.ts; see src/engine/joined-library.ts for
// why): the native compiler opens a project on the split library, and the files of its program that are the guest
// library's, in the compiler's own order, are joined. Run after `tsc -b` (it uses dist/); bundle.mjs runs it first.
import { guestLibrary, nativeCompiler } from "../dist/engine/guest-library.js";
import { joinLibrary, readLibraryFiles, writeJoinedLibrary } from "../dist/engine/joined-library.js";
import { NativeSession } from "../dist/engine/session.js";

/** Makes the joined library; throws when the compiler's program lacks a file of the guest library. */
export function joinGuestLibrary() {
  const session = new NativeSession({ ggDeclarations: "export {};\n", library: "split" });
  let names;
  try {
    names = session.run("ts", () => session.project("ts").program.getSourceFileNames());
  } finally {
    session.close();
  }
  const library = guestLibrary();
  const ordered = names.filter((name) => library.has(name));
  if (ordered.length !== library.size) {
    const missing = [...library].filter((path) => !ordered.includes(path));
    throw new Error(`join-library.mjs: the compiler's program lacks ${missing.length} guest library file(s): ${missing.join(", ")}`);
  }
  writeJoinedLibrary(joinLibrary(readLibraryFiles(ordered), nativeCompiler().version));
  return ordered.length;
}

if (import.meta.url === `file://${process.argv[1]}`) process.stdout.write(`join-library.mjs: joined ${joinGuestLibrary()} files\n`);
