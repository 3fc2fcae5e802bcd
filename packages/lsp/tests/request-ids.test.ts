/**
 * The request-id guard in front of the stdio connection: a request reusing a live id is refused with InvalidRequest,
 * everything else passes untouched (the spawned server is tested in raw-protocol.test.ts and test/robustness).
 */
import type { DataCallback, Disposable, Message, MessageReader, MessageWriter } from "vscode-languageserver/node.js";
import { duplicateId, guardRequestIds } from "../src/features/request-ids.js";

const noEvent = () => ({ dispose: () => undefined });

/** A guarded transport over a fake one: `send` is the client writing, `passed` what the connection read, `written` what went out. */
function transport() {
  let deliver: DataCallback = () => undefined;
  const reader: MessageReader = {
    onError: noEvent,
    onClose: noEvent,
    onPartialMessage: noEvent,
    listen(callback: DataCallback): Disposable {
      deliver = callback;
      return { dispose: () => undefined };
    },
    dispose: () => undefined,
  };
  const written: Message[] = [];
  const writer: MessageWriter = {
    onError: noEvent,
    onClose: noEvent,
    write: async (message) => void written.push(message),
    end: () => undefined,
    dispose: () => undefined,
  };
  const guarded = guardRequestIds(reader, writer);
  const passed: Message[] = [];
  guarded.reader.listen((message) => passed.push(message));
  return { send: (message: object) => deliver({ jsonrpc: "2.0", ...message } as Message), passed, written, writer: guarded.writer };
}

const request = (id: number | string, method = "workspace/symbol") => ({ id, method, params: { query: "read" } });
const refusal = (id: number | string) => ({ jsonrpc: "2.0", id, error: { code: -32600, message: duplicateId(id) } });

describe("requests sharing an id in flight", () => {
  it("the second is refused with InvalidRequest and never reaches the connection", () => {
    const t = transport();
    t.send(request("dup"));
    t.send(request("dup", "gg/nope"));
    expect(t.passed).toEqual([{ jsonrpc: "2.0", ...request("dup") }]);
    expect(t.written).toEqual([refusal("dup")]);
    expect(duplicateId("dup")).toContain('"dup"');
  });

  it("the refusal does not free the id; the live request's own answer does", async () => {
    const t = transport();
    t.send(request(5));
    t.send(request(5));
    t.send(request(5));
    expect(t.written).toEqual([refusal(5), refusal(5)]);
    await t.writer.write({ jsonrpc: "2.0", id: 5, result: [] } as Message);
    t.send(request(5));
    expect(t.passed).toHaveLength(2);
  });

  it("an error answer frees the id too", async () => {
    const t = transport();
    t.send(request(6));
    await t.writer.write({ jsonrpc: "2.0", id: 6, error: { code: -32800, message: "cancelled" } } as Message);
    t.send(request(6));
    expect(t.passed).toHaveLength(2);
    expect(t.written).toHaveLength(1);
  });

  it("1 and \"1\" are one id, as vscode-jsonrpc's queue counts them", () => {
    const t = transport();
    t.send(request(1));
    t.send(request("1"));
    expect(t.passed).toHaveLength(1);
    expect(t.written).toEqual([refusal("1")]);
  });

  it("distinct ids, notifications, cancellation and the client's responses pass untouched", async () => {
    const t = transport();
    t.send(request(1));
    t.send(request(2));
    t.send({ method: "$/cancelRequest", params: { id: 1 } });
    t.send({ method: "textDocument/didOpen", params: {} });
    t.send({ id: 1, result: null });
    expect(t.passed).toHaveLength(5);
    expect(t.written).toEqual([]);
    // A request of the server's own (to the client) frees nothing, even under the same id.
    await t.writer.write({ jsonrpc: "2.0", id: 2, method: "workspace/configuration", params: { items: [] } } as Message);
    t.send(request(2));
    expect(t.written.at(-1)).toEqual(refusal(2));
  });
});
