/**
 * A guard in front of the connection for what the library would read before any handler of ours: `initialize`
 * (whose `params` it reads at once, so `params: null` failed with a JavaScript error) and the notifications the
 * server reads (a `didOpen` whose `text` is no string was kept, and failed every later request on that document).
 * A bad `initialize` is answered InvalidParams (-32602) in our words, a second one InvalidRequest (-32600); a bad
 * notification is dropped and said so on stderr, since a notification has no answer.
 */
import { ErrorCodes, Message, type DataCallback, type Disposable, type MessageReader, type MessageWriter, type ResponseMessage } from "vscode-languageserver/node.js";
import { alreadyInitialized, invalidParams, notificationDropped } from "../messages.js";
import { initializeProblem, notificationProblem } from "./params.js";
import type { GuardedTransport } from "./request-ids.js";

/** Wraps a transport so that what the library reads unchecked is checked first. `log` writes one line to stderr. */
export function guardProtocol(reader: MessageReader, writer: MessageWriter, log: (line: string) => void): GuardedTransport {
  let initialized = false;
  const refuse = (id: number | string, code: number, message: string): void => {
    const response: ResponseMessage = { jsonrpc: "2.0", id, error: { code, message } };
    writer.write(response).catch(() => undefined);
  };

  const guardedReader: MessageReader = {
    onError: reader.onError,
    onClose: reader.onClose,
    onPartialMessage: reader.onPartialMessage,
    listen(callback: DataCallback): Disposable {
      return reader.listen((message) => {
        if (Message.isRequest(message) && message.method === "initialize" && message.id !== null) {
          const problem = initializeProblem(message.params);
          if (problem !== undefined) return refuse(message.id, ErrorCodes.InvalidParams, invalidParams("initialize", problem));
          if (initialized) return refuse(message.id, ErrorCodes.InvalidRequest, alreadyInitialized);
          initialized = true;
        } else if (Message.isNotification(message)) {
          const problem = notificationProblem(message.method, message.params);
          if (problem !== undefined) return log(notificationDropped(message.method, problem));
        }
        callback(message);
      });
    },
    dispose: () => reader.dispose(),
  };
  return { reader: guardedReader, writer };
}
