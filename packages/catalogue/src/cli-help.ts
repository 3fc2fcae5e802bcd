// Help texts of gg-catalogue, one per command.
import { ARMS } from "./types.js";

const COMMON = `Options for every command:
  --catalogue FILE   use this catalogue instead of the default one (not for diff, which compares two files)
  --json             print JSON instead of text
  -h, --help         show help for the command
  -v, --version      show the version`;

/** Help text of each command, and of the whole tool under "". */
export const HELP: Readonly<Record<string, string>> = {
  "": `gg-catalogue — the gg operations catalogue: validate it, generate gg.d.ts, search and view its documentation.

Usage: gg-catalogue <command> [arguments] [options]

Commands:
  validate FILE                     check a catalogue file; print every problem with its JSON path
  validate --grant FILE             check a grant file against the catalogue
  dts                               print the gg.d.ts for the catalogue
  search QUERY [--grant F]          operations matching the words, only those the grant allows
  view NAME [--grant F] [--arm A]   the documentation of one operation, or its refusal
  spell ID [--arm A]                an operation's spelling in one arm (all arms without --arm)
  refusal ID --grant F [--arm A]    what the host answers when a program calls the operation
  diff OLD NEW [--arm A]            what changing catalogue OLD into NEW does to stored programs

${COMMON}

Exit status: 0 done, 1 invalid input (a broken file, an unknown name, a view refused), 2 usage error.
diff: 0 nothing breaking, 1 something breaking, 2 a usage error or a broken catalogue.
Names are accepted as operation ids (files.read_file) or in any arm's spelling (gg.files.readFile, GG::Files.read_file).
Arms: ${ARMS.join(", ")}.`,
  validate: `Usage: gg-catalogue validate FILE [options]
       gg-catalogue validate --grant FILE [--catalogue FILE] [options]

Checks a catalogue file (shape and meaning) and prints every problem with its JSON path, or checks a grant file
against the catalogue. Exit 0 when valid, 1 when not.

${COMMON}`,
  dts: `Usage: gg-catalogue dts [--catalogue FILE] [options]

Prints the TypeScript declaration of the SDK (gg.d.ts) for the catalogue: the global gg namespace and the module "gg".

${COMMON}`,
  search: `Usage: gg-catalogue search QUERY [--grant FILE] [--arm ARM] [--limit N] [options]

Ranks operations by how well they match the words of QUERY (name, spelling, summary, parameter names).
With --grant, only operations the grant allows are shown. Default --limit 20, default --arm typescript.

${COMMON}`,
  view: `Usage: gg-catalogue view NAME [--grant FILE] [--arm ARM] [options]

The documentation of one operation in the arm's words (default typescript), quoting the import line.
With --grant, an operation the grant does not allow is answered with its refusal message (exit 1).

${COMMON}`,
  spell: `Usage: gg-catalogue spell ID [--arm ARM] [options]

The operation's qualified name, the import line of its namespace and the shortened name it buys, in one arm
or, without --arm, in all eleven.

${COMMON}`,
  refusal: `Usage: gg-catalogue refusal ID --grant FILE [--arm ARM] [options]

The refusal the host answers when a program calls the operation under the grant, in the arm's spelling
(default typescript), or that the call is available.

${COMMON}`,
  diff: `Usage: gg-catalogue diff OLD NEW [--arm ARM] [--json]

Lists every change from catalogue OLD to catalogue NEW, worst first: each with its level, its id, the name it
affects spelled in the arm (default typescript) and a short message. Levels:
  breaking   a stored program that compiles and runs today can fail to compile or to run
  refusal    only who is refused at run time changes (a re-binding, a capability or role removed)
  info       nothing that works today stops working
An operation removed and one added with the same parameter types, result and binding is reported once, as a
likely rename. --json prints { "arm", "changes": [{ "id", "level", "name", "message", … }], "summary" }.

Exit 0 when nothing is breaking, 1 when something is, 2 for a usage error or a broken catalogue (every problem
named with its file and JSON path).

Options:
  --arm ARM          spell names in this arm: ${ARMS.join(", ")}
  --json             print JSON instead of text
  -h, --help         show this help`,
};
