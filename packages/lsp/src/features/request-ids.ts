/**
 * A guard in front of the connection for requests that reuse the id of a request still in flight. vscode-jsonrpc
 * queues incoming messages in a map keyed by id, so such a request replaces the queued one (or both run and answer
 * under one id): one of the two is never answered. A conforming client never reuses a live id; a misbehaving one is
 * told at once, with InvalidRequest, and the request never reaches the connection.
 */
import { ErrorCodes, Message, type MessageReader, type MessageWriter, type ResponseMessage } from "vscode-languageserver/node.js";
import { filteredReader } from "./filtered-reader.js";

/** The reader and writer to give the connection instead of the transport's own. */
export interface GuardedTransport {
  readonly reader: MessageReader;
  readonly writer: MessageWriter;
}

/** Wraps a transport so that a request whose id is in flight is refused with InvalidRequest (-32600). */
export function guardRequestIds(reader: MessageReader, writer: MessageWriter): GuardedTransport {
  // Keys as vscode-jsonrpc's queue makes them: `1` and `"1"` are the same request to it, so they are here too.
  const live = new Set<string>();
  const refuse = (id: number | string): void => {
    const response: ResponseMessage = { jsonrpc: "2.0", id, error: { code: ErrorCodes.InvalidRequest, message: duplicateId(id) } };
    // Straight to the transport: this answer must not end the live request's claim on the id.
    writer.write(response).catch(() => undefined);
  };

  const guardedReader = filteredReader(reader, (message) => {
    if (!Message.isRequest(message) || message.id === null) return true;
    const key = String(message.id);
    if (live.has(key)) {
      refuse(message.id);
      return false;
    }
    live.add(key);
    return true;
  });

  const guardedWriter: MessageWriter = {
    onError: writer.onError,
    onClose: writer.onClose,
    write(message: Message): Promise<void> {
      // The id is free again once its answer is on its way: the client can only reuse it after reading that answer.
      if (Message.isResponse(message) && message.id !== null) live.delete(String(message.id));
      return writer.write(message);
    },
    end: () => writer.end(),
    dispose: () => writer.dispose(),
  };

  return { reader: guardedReader, writer: guardedWriter };
}

/** The text of the refusal. */
export function duplicateId(id: number | string): string {
  return `Request id ${JSON.stringify(id)} is already in use by a request in flight; an id must stay unique until its response has been sent.`;
}
