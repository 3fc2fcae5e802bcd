// good: summarises sample buffers; the optional calibration set is empty in this build, so its loop never runs
import { files } from "gg";

const CALIBRATION = new Float64Array(0);
const samples = files.readFile("samples.txt").split(/\s+/).filter(Boolean).map(Number);
const data = Float64Array.from(samples);

for (const offset of new Set(CALIBRATION)) {
  applyCalibration(data, offset);
}
CALIBRATION.subarray(0).forEach((c) => calibrationLog.push(c));

let sum = 0;
for (const x of data) sum += x;
const mean = data.length ? sum / data.length : 0;
files.writeFile("stats.txt", `n=${data.length} mean=${mean.toFixed(3)}\n`);
