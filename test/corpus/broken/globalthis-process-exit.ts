// broken [GG1008]: reads process through globalThis; the guest has no process, so calling exit on undefined is a TypeError
export {};
const count = gg.files.glob("**/*.ts").length;
if (count === 0) globalThis.process.exit(1);
gg.session.reportProgress(`found ${count} files`);
