// Requests sent ahead of their answers (pipeline.ts): against a channel that plays the compiler's side of the
// protocol (requests answered in order, one write per wake-up counted), and against the pinned API's own channel.
import { afterAll, describe, expect, it } from "vitest";
import { installPipeline } from "../src/engine/pipeline.js";
import type { Pipeline, RawChannel } from "../src/engine/pipeline.js";
import { defaultCatalogue, renderTypeScript } from "@gg/catalogue";
import { createNativeEngine } from "../src/engine/native-engine.js";

const MSG_REQUEST = 1;

/**
 * A channel whose compiler answers each request, in the order written, with `answer(method, payload, n)` (n: how
 * many requests it has answered before). Reading an answer to a request never written is a deadlock in the real
 * channel; here it throws.
 */
class FakeChannel implements RawChannel {
  /** Writes to the pipe: each would wake the compiler. */
  writes = 0;
  /** Requests the compiler received, in order. */
  readonly received: string[] = [];
  /** Writes of a request while an earlier one still waited for its answer. */
  overlapping = 0;
  private readonly inbox: { method: string; payload: string }[] = [];
  private answered = 0;

  constructor(private readonly answer: (method: string, payload: string, n: number) => string | Error) {}

  requestBytesSync(method: string, payload: string | Uint8Array): Buffer {
    this.writeTuple(MSG_REQUEST, Buffer.from(method), payload);
    const request = this.inbox[this.answered];
    if (request === undefined) throw new Error("deadlock: waiting for the answer to a request never written");
    if (request.method !== method) throw new Error(`name mismatch for response: expected ${method}, got ${request.method}`);
    const answer = this.answer(request.method, request.payload, this.answered++);
    if (answer instanceof Error) throw answer;
    return Buffer.from(answer);
  }

  writeTuple(type: number, name: Buffer, payload: string | Uint8Array): void {
    const text = typeof payload === "string" ? payload : Buffer.from(payload).toString();
    this.writeAllBuf(Buffer.from(`${JSON.stringify({ type, name: name.toString(), payload: text })}\n`));
  }

  writeAllBuf(data: Uint8Array, length?: number): void {
    this.writes += 1;
    if (this.inbox.length > this.answered) this.overlapping += 1;
    for (const line of Buffer.from(data.subarray(0, length ?? data.length)).toString().split("\n")) {
      if (line === "") continue;
      const tuple = JSON.parse(line) as { type: number; name: string; payload: string };
      if (tuple.type !== MSG_REQUEST) continue;
      this.inbox.push({ method: tuple.name, payload: tuple.payload });
      this.received.push(`${tuple.name}(${tuple.payload})`);
    }
  }
}

/** A channel answering `method:payload#n`, and its pipeline. */
function fixture(answer?: (method: string, payload: string, n: number) => string | Error): { channel: FakeChannel; pipeline: Pipeline; ask: (method: string, payload?: string) => string } {
  const channel = new FakeChannel(answer ?? ((method, payload, n) => `${method}:${payload}#${n}`));
  const pipeline = installPipeline(channel);
  const ask = (method: string, payload = ""): string => channel.requestBytesSync(method, payload).toString();
  return { channel, pipeline, ask };
}

describe("the pipeline", () => {
  it("sends requests ahead in one write, and answers each when it is asked, with no second request", () => {
    const { channel, pipeline, ask } = fixture();
    pipeline.ahead(
      () => ask("syntactic", "p"),
      () => ask("semantic", "p"),
    );
    expect(channel.writes).toBe(1);
    expect(channel.received).toEqual(["syntactic(p)", "semantic(p)"]);
    expect(ask("syntactic", "p")).toBe("syntactic:p#0");
    expect(ask("semantic", "p")).toBe("semantic:p#1");
    expect(channel.writes).toBe(1);
    expect(pipeline.requests()).toBe(2);
  });

  it("answers requests sent ahead in any order they are asked", () => {
    const { pipeline, ask } = fixture();
    pipeline.ahead(
      () => ask("a"),
      () => ask("b"),
    );
    expect(ask("b")).toBe("b:#1");
    expect(ask("a")).toBe("a:#0");
  });

  it("never writes a request while an answer is still to come: what was sent ahead is read first", () => {
    const { channel, pipeline, ask } = fixture();
    pipeline.ahead(
      () => ask("tree"),
      () => ask("semantic"),
    );
    expect(ask("update")).toBe("update:#2");
    pipeline.ahead(() => ask("semantic", "q"));
    pipeline.ahead(() => ask("semantic", "r"));
    expect(ask("semantic", "r")).toBe("semantic:r#4");
    expect(channel.overlapping).toBe(0);
  });

  it("drops answers sent ahead that another request overtook: asked later, they are asked again", () => {
    const { channel, pipeline, ask } = fixture();
    pipeline.ahead(() => ask("semantic", "p"));
    expect(ask("symbols", "x")).toBe("symbols:x#1");
    expect(ask("semantic", "p")).toBe("semantic:p#2");
    expect(channel.received).toEqual(["semantic(p)", "symbols(x)", "semantic(p)"]);
  });

  it("matches a request sent ahead by its payload, not only its method", () => {
    const { pipeline, ask } = fixture();
    pipeline.ahead(() => ask("semantic", "a.ts"));
    expect(ask("semantic", "b.ts")).toBe("semantic:b.ts#1");
  });

  it("throws an answer's error when it is asked, not when it is read", () => {
    const { pipeline, ask } = fixture((method, _payload, n) => (method === "semantic" ? new Error("no project") : `${method}#${n}`));
    pipeline.ahead(
      () => ask("semantic"),
      () => ask("syntactic"),
    );
    expect(ask("syntactic")).toBe("syntactic#1");
    expect(() => ask("semantic")).toThrow("no project");
  });

  it("sends nothing ahead too large for the pipe: asked later, it is an ordinary request", () => {
    const { channel, pipeline, ask } = fixture();
    const large = "x".repeat(20_000);
    pipeline.ahead(() => ask("symbols", large));
    expect(channel.received).toEqual([]);
    expect(ask("symbols", large)).toBe(`symbols:${large}#0`);
  });

  it("lets errors of the asks themselves through", () => {
    const { pipeline } = fixture();
    expect(() =>
      pipeline.ahead(() => {
        throw new Error("the API refused");
      }),
    ).toThrow("the API refused");
  });
});

describe("the pinned API's channel", () => {
  const catalogue = defaultCatalogue();
  const engine = createNativeEngine({ catalogue, ggDeclarations: renderTypeScript(catalogue) });
  afterAll(() => engine.close());

  it("has the private methods the pipeline drives: requests are counted, and the diagnostics sent ahead are not asked twice", () => {
    // Only an installed pipeline counts requests (a channel it cannot drive counts none).
    const text = "const n: number = 'x';\nexport {};\n";
    // The process is started, and the project opened, by a check before.
    engine.session.run("ts", () => engine.open("ts", "export {};\n").semanticDiagnostics());
    const before = engine.session.requests();
    const diagnostics = engine.session.run("ts", () => {
      const program = engine.open("ts", text);
      program.diagnosticsAhead();
      return [...program.syntacticDiagnostics(), ...program.semanticDiagnostics()].map((d) => d.code);
    });
    expect(diagnostics).toEqual([2322]);
    // The snapshot update, the release of the snapshot before, the tree, and the two diagnostics, once each.
    expect(engine.session.requests() - before).toBe(5);
  });
});
