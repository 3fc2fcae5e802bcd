import { createRequire } from "node:module";

const manifest = createRequire(import.meta.url)("../../package.json") as { name: string; version: string };

/** This package's name, as published. */
export const PACKAGE_NAME: string = manifest.name;
/** This package's version, as published. */
export const PACKAGE_VERSION: string = manifest.version;
