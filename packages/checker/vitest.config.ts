// The checker tests as a Vitest project: run alone (`pnpm --filter @gg/checker test`) or as one project of the root config.
import { testProject } from "../../vitest.project.js";

export default testProject("checker");
