// The conformance suite's client sends no credential: this test-only
// proxy (127.0.0.1, a random port, printed on stdout) forwards every
// request to TARGET's origin with `Authorization: Bearer $TOKEN`,
// streaming the answers back (SSE included). A `Host` or `Origin` naming
// the proxy itself (127.0.0.1 or localhost, its port) names the gateway
// instead, as a reverse proxy's would; any other is sent on unchanged, so
// the gateway judges a foreign one (the suite's DNS-rebinding checks).
// Nothing else is changed. Used by tests/cli/serve_mcp.rs only.
import http from "node:http";

const target = new URL(process.env.TARGET);
const token = process.env.TOKEN;

let own = null;
// `host:port` of the proxy itself → the gateway's port; else unchanged.
const mapHost = (h) => {
  const m = /^(127\.0\.0\.1|localhost|\[::1\]):(\d+)$/i.exec(h || "");
  return m && Number(m[2]) === own ? `${m[1]}:${target.port}` : h;
};
const mapOrigin = (o) => {
  const m = /^http:\/\/(.+)$/i.exec(o || "");
  if (!m) return o;
  const h = mapHost(m[1]);
  return h === m[1] ? o : `http://${h}`;
};

const server = http.createServer((req, res) => {
  const headers = { ...req.headers, host: mapHost(req.headers.host), authorization: `Bearer ${token}` };
  if (req.headers.origin !== undefined) headers.origin = mapOrigin(req.headers.origin);
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
  own = server.address().port;
  process.stdout.write(`${own}\n`);
});
