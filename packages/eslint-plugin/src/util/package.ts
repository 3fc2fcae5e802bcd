import { createRequire } from "node:module";

// Found as the package's own file (its exports map has ./package.json), not by counting folders up from this one.
const manifest = createRequire(import.meta.url)("@gg/eslint-plugin/package.json") as { name: string; version: string };

/** This package's name, as published. */
export const PACKAGE_NAME: string = manifest.name;
/** This package's version, as published. */
export const PACKAGE_VERSION: string = manifest.version;
