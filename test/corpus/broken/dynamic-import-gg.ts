// broken [GG1007]: a dynamic import of gg; the guest provides gg only to import lines, so the awaited import rejects
const sdk = await import("gg");
sdk.session.reportProgress("loaded");
export {};
