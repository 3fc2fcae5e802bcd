// broken [GG1012]: the constant pattern `*.log$` is no regular expression (nothing to repeat): `new RegExp` throws a SyntaxError
const LOG_PATTERN = "*.log$";
const matcher = new RegExp(LOG_PATTERN);
const logs = gg.files.glob("var/**/*").filter((p) => matcher.test(p));
gg.session.reportProgress(`${logs.length} log files`);
