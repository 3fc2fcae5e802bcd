import { createLineIndex, createSpanConverter, spanFromOneBased, spansOverlap } from "../src/analysis/positions.js";

describe("positions", () => {
  it("converts a 1-based exclusive range", () => {
    expect(spanFromOneBased({ line: 3, column: 9, endLine: 3, endColumn: 14 })).toEqual({
      start: { line: 2, character: 8 },
      end: { line: 2, character: 13 },
    });
  });

  it("counts CRLF, LF and CR as one line end each", () => {
    const index = createLineIndex("a\r\nb\nc\rd");
    expect([0, 3, 5, 7].map((offset) => index.positionAt(offset))).toEqual([
      { line: 0, character: 0 },
      { line: 1, character: 0 },
      { line: 2, character: 0 },
      { line: 3, character: 0 },
    ]);
  });

  it("maps a JavaScript line after U+2028 back onto the LSP line it sits on", () => {
    const convert = createSpanConverter("a\u2028b\nc");
    expect(convert({ line: 2, column: 1, endLine: 2, endColumn: 2 })).toEqual({
      start: { line: 0, character: 2 },
      end: { line: 0, character: 3 },
    });
    expect(convert({ line: 3, column: 1 })).toEqual({ start: { line: 1, character: 0 }, end: { line: 1, character: 0 } });
  });

  it("clamps positions past the end", () => {
    const index = createLineIndex("ab\ncd");
    expect(index.offsetAt({ line: 9, character: 0 })).toBe(5);
    expect(index.offsetAt({ line: 0, character: 99 })).toBe(3);
  });

  it("tells overlapping spans from adjacent ones", () => {
    const span = (a: number, b: number) => ({ start: { line: 0, character: a }, end: { line: 0, character: b } });
    expect(spansOverlap(span(0, 5), span(4, 8))).toBe(true);
    expect(spansOverlap(span(0, 5), span(5, 8))).toBe(false);
    expect(spansOverlap(span(3, 3), span(0, 5))).toBe(true);
  });
});
