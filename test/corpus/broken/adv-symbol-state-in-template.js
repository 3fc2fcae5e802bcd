// broken [TS2731]: a symbol converted to a string in a template literal throws
const RUNNING = Symbol("running");
const h = gg.delegation.dispatch("tester", "Run the unit tests");
gg.session.reportProgress(`state ${RUNNING}: waiting on ${h}`);
gg.delegation.awaitReport(h);
