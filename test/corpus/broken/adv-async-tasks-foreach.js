// broken [TS2304]: async tasks kept in a list and started by forEach; one calls setTimeout, which the guest lacks, and forEach drops its promise, so the rejection is unhandled
import { files } from "gg";

const tasks = [
  async () => files.glob("src/**/*.js").length,
  async () => {
    setTimeout(() => console.log("later"), 10);
  },
];
tasks.forEach((task) => task());
