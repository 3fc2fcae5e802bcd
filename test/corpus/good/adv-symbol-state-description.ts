// good: states kept as symbols are shown through their description or String(), which a template never converts
import { delegation, session } from "gg";

const STATES = { waiting: Symbol("waiting"), done: Symbol("done") } as const;
let state: symbol = STATES.waiting;
const handle = delegation.dispatch("reviewer", "Review the diff");
session.reportProgress(`state ${state.description ?? "?"}: ${handle}`);
delegation.awaitReport(handle);
state = STATES.done;
session.reportProgress(`state ${String(state)}`);
