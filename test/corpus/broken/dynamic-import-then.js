// broken [GG1007]: import("gg").then(...) rejects in the guest; nothing is loaded at run time
import("gg").then((m) => m.session.reportProgress("hi"));
