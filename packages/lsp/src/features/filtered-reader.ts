/**
 * A message reader that hands on only what a filter lets through: the transport guards in front of the connection
 * (`request-ids.ts`, `protocol-guard.ts`) are each such a filter.
 */
import type { DataCallback, Disposable, Message, MessageReader } from "vscode-languageserver/node.js";

/** `reader`, with each message handed on only when `pass(message)` says so (a message it refuses, it answers itself). */
export function filteredReader(reader: MessageReader, pass: (message: Message) => boolean): MessageReader {
  return {
    onError: reader.onError,
    onClose: reader.onClose,
    onPartialMessage: reader.onPartialMessage,
    listen(callback: DataCallback): Disposable {
      return reader.listen((message) => {
        if (pass(message)) callback(message);
      });
    },
    dispose: () => reader.dispose(),
  };
}
