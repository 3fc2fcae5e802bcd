// The bench tests as a Vitest project: run alone (`pnpm --filter @gg/bench test`) or as one project of the root config.
import { testProject } from "../vitest.project.js";

export default testProject("bench");
