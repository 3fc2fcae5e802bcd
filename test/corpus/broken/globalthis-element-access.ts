// broken [GG1008]: reads globalThis["process"], which the guest lacks, and calls on it
export {};
globalThis["process"].stdout.write("done\n");
