/**
 * What every feature is handed: the connection, the open documents, the settings and the analysis layer.
 */
import type { CancellationToken, ClientCapabilities, Connection, ResponseError, TextDocuments } from "vscode-languageserver";
import type { TextDocument } from "vscode-languageserver-textdocument";
import type { Language } from "@gg/checker";
import type { AnalysisEngine } from "../analysis/engine.js";
import type { Clock } from "../analysis/gate.js";
import type { Settings } from "../settings.js";

/** Wraps a request handler so it answers the protocol's errors before `initialize` and after `shutdown`. */
export type Guard = <P, R, E = void>(
  handler: (params: P, token: CancellationToken) => R | Promise<R>,
) => (params: P, token: CancellationToken) => Promise<R | ResponseError<E>>;

/** The shared state of one server. */
export interface FeatureContext {
  readonly connection: Connection;
  readonly documents: TextDocuments<TextDocument>;
  readonly engine: AnalysisEngine;
  /** Where scheduling reads the time and sets its timers. */
  readonly clock: Clock;
  settings(): Settings;
  client(): ClientCapabilities;
  /** The guest language of an open document, undefined when the server leaves it alone. */
  languageOf(document: TextDocument): Language | undefined;
  readonly guard: Guard;
  /** True between `initialize` and `shutdown`. */
  running(): boolean;
  /** Called once on `shutdown`. */
  onShutdown(listener: () => void): void;
  /** Called after the catalogue, the grant or the debounce changed. */
  onSettingsChanged(listener: () => void): void;
}
