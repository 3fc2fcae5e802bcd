/**
 * What every feature is handed: the connection, the open documents, the settings and the analysis layer.
 */
import type { CancellationToken, ClientCapabilities, Connection, TextDocuments } from "vscode-languageserver";
import type { TextDocument } from "vscode-languageserver-textdocument";
import type { Language } from "@gg/checker";
import type { AnalysisEngine } from "../analysis/engine.js";
import type { Clock } from "../analysis/gate.js";
import type { Settings } from "../settings.js";
import type { RequestMethod } from "./params.js";

/**
 * Registers the handler of a request `method`. Before the handler runs, the protocol's errors are answered in one
 * place: before `initialize`, after `shutdown`, a cancelled request, and InvalidParams for parameters the method does
 * not take (`params.ts`) — so the handler reads `params` of the type it declares.
 */
export type Handle = <P, R>(method: RequestMethod, handler: (params: P, token: CancellationToken) => R | Promise<R>) => void;

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
  readonly handle: Handle;
  /** True between `initialize` and `shutdown`. */
  running(): boolean;
  /** Called once on `shutdown`. */
  onShutdown(listener: () => void): void;
  /** Called after the catalogue, the grant or the debounce changed. */
  onSettingsChanged(listener: () => void): void;
}
