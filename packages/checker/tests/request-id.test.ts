import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { requestIdJson, requestIdJsonFromBytes } from "../dist/serve/request-id.js";

const latin1 = (text: string): Buffer => Buffer.from(text, "latin1");

describe("requestIdJson: the id's JSON text, exactly as written", () => {
  it.each([
    ['{"id":12345678901234567890,"source":""}', "12345678901234567890"],
    ['{"id":1e3}', "1e3"],
    ['{"id":-0}', "-0"],
    ['{"id":1.50}', "1.50"],
    ['{"id":-1.5E+10}', "-1.5E+10"],
    ['{"id":1e400}', "1e400"],
    ['{"id":0.1000000000000000055511151231257827}', "0.1000000000000000055511151231257827"],
    ['{"id":"a\\u0041\\n\\/é😀"}', '"a\\u0041\\n\\/é😀"'],
    ['{"id":""}', '""'],
    ['{"id":null}', "null"],
    ['  {  "id"  :  "spaced"  ,  "x": 1 }  ', '"spaced"'],
    ['{"source":"{\\"id\\": 1}","id":"after"}', '"after"'],
    ['{"a":{"id":"nested"},"b":[{"id":2}],"id":"top"}', '"top"'],
    ['{"\\u0069d":"escaped key"}', '"escaped key"'],
    ['{"\\u0069\\u0064":"escaped twice"}', '"escaped twice"'],
    ['{"a":"\\\\","id":"after an escaped backslash"}', '"after an escaped backslash"'],
  ])("%s → %s", (line, id) => {
    expect(requestIdJson(line)).toBe(id);
  });

  it.each([
    ["no id", '{"source":""}'],
    ["a nested id only", '{"a":{"id":1}}'],
    ["an object id", '{"id":{"x":1}}'],
    ["an array id", '{"id":[1]}'],
    ["a boolean id", '{"id":true}'],
    ["not an object", '[{"id":1}]'],
    ["a string", '"id"'],
    ["an empty object", "{}"],
    ["an id with a bad escape", '{"id":"a\\x"}'],
    ["an id with a raw control character", '{"id":"a\tb"}'],
    ["a number with a leading zero", '{"id":01}'],
    ["a number with a plus", '{"id":+1}'],
    ["a key that only looks like id", '{"ID":1,"id ":2,"i\\u0064x":3}'],
  ])("%s → null", (_what, line) => {
    expect(requestIdJson(line)).toBe("null");
  });

  it.each([
    ["the last of two ids, as JSON.parse takes it", '{"id":1,"id":"two"}', '"two"'],
    ["null when the last id has the wrong type", '{"id":1,"id":true}', "null"],
    ["the last id when an earlier one has the wrong type", '{"id":{"x":1},"id":3}', "3"],
  ])("duplicate ids: %s", (_what, line, id) => {
    expect(requestIdJson(line)).toBe(id);
    const parsed = (JSON.parse(line) as { id: unknown }).id;
    if (id !== "null") expect(JSON.parse(id)).toEqual(parsed);
  });
});

describe("requestIdJson on a line that is not JSON: the ids read before it stops being JSON", () => {
  it.each([
    ["cut short after the id", '{"id": 1, "source": ', "1"],
    ["cut short inside a later string", '{"id":"cut","source":"abc', '"cut"'],
    ["a raw tab in another string", '{"id":"t","source":"a\tb","language":"ts"}', '"t"'],
    ["a bad escape in another string", '{"source":"\\x41","id":7}', "7"],
    ["a fault after the object", '{"id":"x"} trailing', '"x"'],
    ["a trailing comma after the id", '{"id":5,}', "5"],
    ["a fault after the id", '{"id":5, "a": [1 2]}', "5"],
    ["an id after another id, before the fault", '{"id":1,"id":2,"a":}', "2"],
  ])("%s", (_what, line, id) => {
    expect(() => JSON.parse(line)).toThrow();
    expect(requestIdJson(line)).toBe(id);
  });

  it.each([
    ["an id not yet ended", '{"id": 12'],
    ["an id string not yet ended", '{"id": "ab'],
    ["an id not followed by , or }", '{"id": 12 "source": ""}'],
    ["an id after a missing comma", '{"source": "x" "id": 3}'],
    ["an id after a missing colon", '{"source" "x", "id": 3}'],
    ["an id after an unquoted key", '{source: "x", "id": 3}'],
    ["an id after a bracket mismatch", '{"a": [1, 2}, "id": 3}'],
    ["an id after a bad literal", '{"a": tru, "id": 3}'],
    ["an id after a bad number", '{"a": 1.e5, "id": 3}'],
    ["an id inside a string not closed", '{"source": "abc, "id": 3}'],
    ["a nested id before the fault", '{"a": {"id": 5}, '],
    ["an id after a lone surrogate of structure", '{"a":\ud800, "id": 3}'],
  ])("never guesses: %s → null", (_what, line) => {
    expect(requestIdJson(line)).toBe("null");
  });

  it("reads past a million levels of nesting without using the call stack", () => {
    const deep = `${"[".repeat(1_000_000)}${"]".repeat(1_000_000)}`;
    expect(requestIdJson(`{"a":${deep},"id":"deep"}`)).toBe('"deep"');
    expect(requestIdJson(`{"a":${"[".repeat(1_000_000)},"id":"deep"}`)).toBe("null");
  });

  it("re-serialises a string id holding a lone surrogate, which UTF-8 cannot carry, with it escaped", () => {
    expect(requestIdJson('{"id":"a\ud800b"}')).toBe('"a\\ud800b"');
    expect(requestIdJson('{"id":"a\\ud800b"}')).toBe('"a\\ud800b"');
  });
});

describe("requestIdJsonFromBytes: a line that is not UTF-8, or the head of one too long", () => {
  it.each([
    ["invalid bytes in another string", Buffer.concat([latin1('{"id":"bad-utf8","source":"'), Buffer.from([0xff, 0xfe]), latin1('"}')]), '"bad-utf8"'],
    ["invalid bytes before the id", Buffer.concat([latin1('{"source":"'), Buffer.from([0xc3, 0x28]), latin1('","id":12345678901234567890}')]), "12345678901234567890"],
    ["a valid multi-byte id", Buffer.concat([Buffer.from('{"id":"é😀","s":"', "utf8"), Buffer.from([0xff]), latin1('"}')]), '"é😀"'],
    ["invalid bytes after the id, outside strings", Buffer.concat([latin1('{"id": 1, '), Buffer.from([0xff]), latin1("}")]), "1"],
    ["a head cut after the id", latin1('{"id": 12, "source"'), "12"],
    ["a head cut after an escaped string id", latin1('{"id": "a\\"b", '), '"a\\"b"'],
    ["a head cut after an id behind another member", latin1('{"source": "", "id": 3,'), "3"],
    ["a head cut inside a multi-byte character after the id", Buffer.from('{"id":"h","source":"é', "utf8").subarray(0, -1), '"h"'],
  ])("%s", (_what, bytes, id) => {
    expect(requestIdJsonFromBytes(bytes)).toBe(id);
  });

  it.each([
    ["invalid bytes inside the id", Buffer.concat([latin1('{"id":"a'), Buffer.from([0xff]), latin1('"}')])],
    ["an overlong encoding inside the id", Buffer.concat([latin1('{"id":"'), Buffer.from([0xc0, 0xaf]), latin1('"}')])],
    ["invalid bytes before the id, outside strings", Buffer.concat([latin1("{"), Buffer.from([0xff]), latin1('"id": 1}')])],
    ["invalid bytes only", Buffer.from([0x7b, 0xff, 0xfe, 0x7d])],
    ["a head cut inside the id", latin1('{"id": "unterminated')],
    ["a head cut after an object id", latin1('{"id": {"x": 1},')],
  ])("never guesses: %s → null", (_what, bytes) => {
    expect(requestIdJsonFromBytes(bytes)).toBe("null");
  });

  it("reads a subarray at its own offset", () => {
    const whole = latin1('xxxx{"id":"inner"}yyyy');
    expect(requestIdJsonFromBytes(whole.subarray(4, whole.length - 4))).toBe('"inner"');
  });
});

describe("requestIdJson, properties", () => {
  const id = fc.oneof(fc.string({ unit: "binary" }), fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constant(null));
  const others = fc.dictionary(fc.string().filter((k) => k !== "id"), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 4 });

  it("reads back the id JSON.parse reads, wherever the member stands", () => {
    fc.assert(
      fc.property(id, others, fc.nat(), (value, rest, at) => {
        const members = Object.entries(rest).map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`);
        members.splice(at % (members.length + 1), 0, `"id":${JSON.stringify(value)}`);
        const line = `{${members.join(",")}}`;
        const read = requestIdJson(line);
        expect(read).toBe(JSON.stringify(value));
        expect(JSON.parse(read)).toEqual((JSON.parse(line) as { id: unknown }).id);
      }),
      { numRuns: 2000 },
    );
  });

  it("never reads from a prefix of a line an id other than the line's own", () => {
    fc.assert(
      fc.property(id, others, fc.nat(), fc.nat(), (value, rest, at, cut) => {
        const members = Object.entries(rest).map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`);
        members.splice(at % (members.length + 1), 0, `"id":${JSON.stringify(value)}`);
        const line = `{${members.join(",")}}`;
        const read = requestIdJson(line.slice(0, cut % (line.length + 1)));
        expect(["null", JSON.stringify(value)]).toContain(read);
      }),
      { numRuns: 2000 },
    );
  });

  it("answers valid single-line JSON text for any input, and never throws", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (line) => {
        const read = requestIdJson(line);
        expect(read).not.toMatch(/[\n\r]/);
        expect(() => JSON.parse(read) as unknown).not.toThrow();
      }),
      { numRuns: 2000 },
    );
  });
});
