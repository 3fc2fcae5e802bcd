// broken [TS2693]: a JSDoc callback named session declares no value; session.reportProgress is a ReferenceError
/** @callback session @param {string} message */
session.reportProgress("started");
