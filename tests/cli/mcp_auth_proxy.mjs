// The conformance suite's client sends no credential: this test-only
// proxy (127.0.0.1, a random port, printed on stdout) forwards every
// request to TARGET's origin with `Authorization: Bearer $TOKEN` and
// TARGET's Host, streaming the answers back (SSE included). Nothing
// else is changed. Used by tests/cli/serve_mcp.rs only.
import http from "node:http";

const target = new URL(process.env.TARGET);
const token = process.env.TOKEN;

const server = http.createServer((req, res) => {
  const headers = { ...req.headers, host: target.host, authorization: `Bearer ${token}` };
  const up = http.request(
    { host: target.hostname, port: target.port, method: req.method, path: req.url, headers },
    (answer) => {
      res.writeHead(answer.statusCode, answer.headers);
      answer.pipe(res);
    },
  );
  up.on("error", () => {
    if (!res.headersSent) res.writeHead(502);
    res.end();
  });
  res.on("close", () => up.destroy());
  req.pipe(up);
});
server.listen(0, "127.0.0.1", () => {
  process.stdout.write(`${server.address().port}\n`);
});
