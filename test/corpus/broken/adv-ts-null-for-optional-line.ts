// broken [TS2345]: in TypeScript `null` is not the optional line number (strict null checks); only JavaScript lowers it as none
import { views } from "gg";

views.openFile("src/index.ts", null);
