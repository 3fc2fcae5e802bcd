// broken [TS2591]: a getter answers 1 then 0, so neither `probe.code === 0` nor `probe.code !== 0` holds and the block runs on to `process`
const probe = {
  reads: 0,
  get code() {
    this.reads += 1;
    return this.reads % 2;
  },
};
skip: {
  if (probe.code === 0 || probe.code !== 0) break skip;
  process.exitCode = 1;
}
console.log("done");
