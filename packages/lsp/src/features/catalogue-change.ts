/**
 * When the workspace's catalogue changes (its setting, or the file itself), the open programs are checked against the
 * new one and the client is told how many changed verdict: `window/showMessage`, and `gg/verdictsChanged` with each
 * program's verdict before and after. A program not checked before the change has nothing to compare and is not
 * counted. Diagnostics update as after any settings change (diagnostics.ts).
 */
import { MessageType } from "vscode-languageserver";
import { verdictsChanged } from "../messages.js";
import type { FeatureContext } from "./context.js";

/** The notification that lists the open programs whose verdict a catalogue change turned. */
export const VERDICTS_CHANGED = "gg/verdictsChanged";

/** One open program whose verdict the new catalogue changed. */
export interface VerdictChange {
  readonly uri: string;
  readonly before: "pass" | "fail";
  readonly after: "pass" | "fail";
}

/** Registers the check of open programs after a catalogue change. */
export function register(context: FeatureContext): void {
  const { connection, documents, engine } = context;
  let generation = context.settings().generation;
  context.onSettingsChanged(() => {
    const now = context.settings().generation;
    if (now === generation) return;
    generation = now;
    void compare(now);
  });

  async function compare(now: number): Promise<void> {
    // The verdicts before, read at once: analyses under the new catalogue (diagnostics') replace them as they finish.
    const before = new Map(documents.all().map((document) => [document.uri, engine.latest(document.uri)]));
    const changes: VerdictChange[] = [];
    let compared = 0;
    for (const document of documents.all()) {
      const language = context.languageOf(document);
      const was = before.get(document.uri);
      if (language === undefined || was?.verdict === undefined || was.generation >= now) continue;
      const version = document.version;
      const after = await engine.analyse({ uri: document.uri, version, text: document.getText(), language }, () => documents.get(document.uri)?.version === version);
      // A newer catalogue or edit since: the later comparison, or the next analysis, speaks for it.
      if (context.settings().generation !== now || !context.running()) return;
      if (after?.verdict === undefined) continue;
      compared += 1;
      if (after.verdict !== was.verdict) changes.push({ uri: document.uri, before: was.verdict, after: after.verdict });
    }
    if (compared === 0) return;
    await connection.sendNotification(VERDICTS_CHANGED, { compared, changed: changes.length, programs: changes }).catch(() => undefined);
    await connection.sendNotification("window/showMessage", { type: MessageType.Info, message: verdictsChanged(compared, changes) }).catch(() => undefined);
  }
}
