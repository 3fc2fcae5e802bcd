// good: a settings record falls back to defaults with ?? and ||, and its members read through optional chains
import { session } from "gg";

interface Settings {
  readonly retries?: number;
  readonly label?: string;
}

const parsed: Settings | undefined = undefined;
const settings: Settings = parsed ?? {};
const retries = settings.retries ?? 2;
const label = settings.label || "nightly";
session.reportProgress(`${label}: up to ${retries} retries`);
