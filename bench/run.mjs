#!/usr/bin/env node
// Entry of `pnpm bench`: the benchmark is TypeScript, built to bench/dist by `tsc -b bench`.
import "./dist/run.js";
