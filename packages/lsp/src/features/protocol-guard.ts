/**
 * A guard in front of the connection for what the library would read before any handler of ours: `initialize`
 * (whose `params` it reads at once, so `params: null` failed with a JavaScript error) and the notifications the
 * server reads (a `didOpen` whose `text` is no string was kept, and failed every later request on that document).
 * A bad `initialize` is answered InvalidParams (-32602) in our words, a second one InvalidRequest (-32600); a bad
 * notification is dropped and said so on stderr, since a notification has no answer.
 */
import { ErrorCodes, Message, type MessageReader, type MessageWriter, type ResponseMessage } from "vscode-languageserver/node.js";
import { alreadyInitialized, invalidParams, notificationDropped } from "../messages.js";
import { filteredReader } from "./filtered-reader.js";
import { initializeProblem, notificationProblem } from "./params.js";
import type { GuardedTransport } from "./request-ids.js";

/** Wraps a transport so that what the library reads unchecked is checked first. `log` writes one line to stderr. */
export function guardProtocol(reader: MessageReader, writer: MessageWriter, log: (line: string) => void): GuardedTransport {
  let initialized = false;
  // Answers a request the connection never sees; false, so the filter drops it.
  const refuse = (id: number | string, code: number, message: string): false => {
    const response: ResponseMessage = { jsonrpc: "2.0", id, error: { code, message } };
    writer.write(response).catch(() => undefined);
    return false;
  };

  const guardedReader = filteredReader(reader, (message) => {
    if (Message.isRequest(message) && message.method === "initialize" && message.id !== null) {
      const problem = initializeProblem(message.params);
      if (problem !== undefined) return refuse(message.id, ErrorCodes.InvalidParams, invalidParams("initialize", problem));
      if (initialized) return refuse(message.id, ErrorCodes.InvalidRequest, alreadyInitialized);
      initialized = true;
    } else if (Message.isNotification(message)) {
      const problem = notificationProblem(message.method, message.params);
      if (problem !== undefined) {
        log(notificationDropped(message.method, problem));
        return false;
      }
    }
    return true;
  });
  return { reader: guardedReader, writer };
}
