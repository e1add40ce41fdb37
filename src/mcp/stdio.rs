//! stdin/stdout for the session: every request gets an answer, and a
//! server that cannot answer stops.
//!
//! The SDK's own stdio transport drops what it cannot read without a word
//! (the client then waits for ever), so each line is judged here first:
//! - not JSON (invalid UTF-8 included): `-32700`;
//! - nested past 128 levels, not a JSON-RPC 2.0 object, or longer than
//!   16 MiB (discarded as it streams, never held whole): `-32600`;
//! - a known method whose `params` (or a tool call's `arguments`) is not an
//!   object: `-32602`;
//!
//! each with the request's `id` when it can be read, else null. Lines that
//! pass go to the SDK unchanged. Every line written to stdout is whole: the
//! SDK's messages and these errors pass through one writer. When stdout is
//! closed, no more input reaches the SDK and the session is told to stop,
//! so nothing runs whose answer cannot be delivered.

use std::sync::Arc;

use serde_json::{json, Value};
use tokio::io::{AsyncBufReadExt, AsyncRead, AsyncWrite, AsyncWriteExt, BufReader, DuplexStream};
use tokio::sync::{mpsc, watch};

/// What a pipe between the pumps and the SDK holds before a writer waits.
const PIPE: usize = 64 * 1024;

/// The longest line parsed; a longer one is answered and discarded.
pub const MAX_LINE: usize = 16 * 1024 * 1024;

/// The deepest nesting read (serde_json's own limit).
const MAX_DEPTH: usize = 128;

/// The SDK's ends of the session's pipes, and the writer to wait for.
pub struct Pipes {
    /// What the SDK reads and what it writes: its transport.
    pub sdk: (DuplexStream, DuplexStream),
    /// Ends once the SDK's last line is on stdout (after the session
    /// ended): awaited before the process exits, so no answer is lost.
    pub flushed: tokio::task::JoinHandle<()>,
    /// Becomes true when stdout is found closed: the session stops.
    pub gone: watch::Receiver<bool>,
}

/// The session's transport over the process's stdin and stdout.
pub fn stdio() -> Pipes {
    transport_with(tokio::io::stdin(), tokio::io::stdout(), Some(stdout_closed))
}

/// The SDK's ends (what it reads, what it writes) over `input` and
/// `output`, with the pumps between them running on the runtime. The SDK
/// sees the end of input when `input` ends.
pub fn transport<R, W>(input: R, output: W) -> Pipes
where
    R: AsyncRead + Unpin + Send + 'static,
    W: AsyncWrite + Unpin + Send + 'static,
{
    transport_with(input, output, None)
}

/// Whether the process's stdout is a pipe or socket whose reader is gone
/// (poll reports an error or hang-up without writing anything).
#[cfg(unix)]
fn stdout_closed() -> bool {
    let mut fd = libc::pollfd {
        fd: 1,
        events: 0,
        revents: 0,
    };
    // SAFETY: one valid pollfd, a zero timeout.
    let n = unsafe { libc::poll(&mut fd, 1, 0) };
    n > 0 && fd.revents & (libc::POLLERR | libc::POLLHUP | libc::POLLNVAL) != 0
}

#[cfg(not(unix))]
fn stdout_closed() -> bool {
    false
}

/// A JSON-RPC error line.
fn error_line(id: &Value, code: i64, message: &str) -> Vec<u8> {
    let mut line = json!({"jsonrpc": "2.0", "id": id, "error": {"code": code, "message": message}})
        .to_string()
        .into_bytes();
    line.push(b'\n');
    line
}

/// The top-level `id` of a JSON object, read without parsing the rest (so
/// a line too deep, too long or not UTF-8 still gets its id back): a
/// string, a number or null, else null.
pub fn read_id(text: &[u8]) -> Value {
    let mut depth = 0usize;
    let mut i = 0;
    let n = text.len();
    while i < n {
        match text[i] {
            b'"' => {
                let start = i + 1;
                i += 1;
                while i < n && text[i] != b'"' {
                    if text[i] == b'\\' {
                        i += 1;
                    }
                    i += 1;
                }
                let key = &text[start.min(n)..i.min(n)];
                i += 1;
                if depth != 1 || key != b"id" {
                    continue;
                }
                // A key is followed by ':'; a string value is not.
                let mut j = i;
                while j < n && text[j].is_ascii_whitespace() {
                    j += 1;
                }
                if j >= n || text[j] != b':' {
                    continue;
                }
                let rest = &text[j + 1..];
                let mut values = serde_json::Deserializer::from_slice(rest).into_iter::<Value>();
                return match values.next() {
                    Some(Ok(v @ (Value::String(_) | Value::Number(_)))) => v,
                    _ => Value::Null,
                };
            }
            b'{' | b'[' => depth += 1,
            b'}' | b']' => depth = depth.saturating_sub(1),
            _ => {}
        }
        i += 1;
    }
    Value::Null
}

/// Methods whose `params`, when present, must be an object.
fn known(method: &str) -> bool {
    matches!(
        method,
        "initialize"
            | "server/discover"
            | "tools/list"
            | "tools/call"
            | "ping"
            | "resources/list"
            | "prompts/list"
            | "logging/setLevel"
            | "completion/complete"
    ) || method.starts_with("notifications/")
}

/// The answer to a line that is not JSON (or nests too deep), with its id
/// when the top level shows one.
fn unparsed(text: &[u8], e: &serde_json::Error) -> Vec<u8> {
    let id = read_id(text);
    if e.to_string().contains("recursion limit") {
        error_line(
            &id,
            -32600,
            &format!("Invalid request: nested deeper than {MAX_DEPTH} levels"),
        )
    } else if std::str::from_utf8(text).is_err() {
        error_line(&id, -32700, "Parse error: the line is not valid UTF-8")
    } else {
        error_line(&id, -32700, "Parse error: the line is not JSON")
    }
}

/// A request's `params` (and a call's `arguments`) judged: `-32602` when
/// not objects for a known method, dropped unanswered for a notification.
fn shaped(
    m: &serde_json::Map<String, Value>,
    method: &str,
    id: &Value,
    has_id: bool,
) -> Option<Vec<u8>> {
    let params = m.get("params");
    let shaped = match params {
        None | Some(Value::Object(_)) => true,
        Some(_) => !known(method),
    };
    let arguments_ok = method != "tools/call"
        || matches!(
            params.and_then(|p| p.get("arguments")),
            None | Some(Value::Object(_) | Value::Null)
        );
    if (!shaped || !arguments_ok) && has_id {
        return Some(error_line(
            id,
            -32602,
            if shaped {
                "Invalid params: arguments must be an object"
            } else {
                "Invalid params: params must be an object"
            },
        ));
    }
    if !shaped || !arguments_ok {
        // A notification gets no answer; it is not passed on either.
        return Some(Vec::new());
    }
    None
}

/// The answer this line gets here, or `None` when it goes to the SDK.
pub fn judge(text: &[u8]) -> Option<Vec<u8>> {
    let value: Value = match serde_json::from_slice(text) {
        Ok(v) => v,
        Err(e) => return Some(unparsed(text, &e)),
    };
    let Value::Object(m) = &value else {
        return Some(error_line(
            &Value::Null,
            -32600,
            "Invalid request: a message is one JSON-RPC 2.0 object (batches are not served)",
        ));
    };
    let id = match m.get("id") {
        Some(v @ (Value::String(_) | Value::Number(_))) => v.clone(),
        _ => Value::Null,
    };
    let has_id = m.get("id").is_some();
    if m.get("jsonrpc").and_then(Value::as_str) != Some("2.0") {
        return Some(error_line(
            &id,
            -32600,
            "Invalid request: jsonrpc must be \"2.0\"",
        ));
    }
    let id_ok = matches!(
        m.get("id"),
        None | Some(Value::String(_) | Value::Number(_))
    );
    if !id_ok {
        return Some(error_line(
            &Value::Null,
            -32600,
            "Invalid request: id must be a string or a number",
        ));
    }
    match m.get("method") {
        Some(Value::String(method)) => shaped(m, method, &id, has_id),
        Some(_) => Some(error_line(
            &id,
            -32600,
            "Invalid request: method must be a string",
        )),
        // A response to the server's own request (an elicitation's answer).
        None if has_id && (m.contains_key("result") || m.contains_key("error")) => None,
        None => Some(error_line(
            &id,
            -32600,
            "Invalid request: no method, and not a response",
        )),
    }
}

/// Reads one line into `line`, up to `MAX_LINE` bytes; past that the rest
/// of the line is read and dropped as it streams. `Ok(None)` at the end of
/// input; `Ok(Some(true))` for a line cut short.
async fn read_line<R: AsyncRead + Unpin>(
    input: &mut BufReader<R>,
    line: &mut Vec<u8>,
) -> std::io::Result<Option<bool>> {
    let mut over = false;
    let mut any = false;
    loop {
        let buf = input.fill_buf().await?;
        if buf.is_empty() {
            return Ok(any.then_some(over));
        }
        any = true;
        let (chunk, done) = match memchr::memchr(b'\n', buf) {
            Some(i) => (&buf[..=i], true),
            None => (buf, false),
        };
        let used = chunk.len();
        if !over {
            let room = MAX_LINE + 1 - line.len().min(MAX_LINE + 1);
            if chunk.len() > room {
                line.extend_from_slice(&chunk[..room]);
                over = true;
            } else {
                line.extend_from_slice(chunk);
            }
        }
        input.consume(used);
        if done {
            return Ok(Some(over));
        }
    }
}

/// stdin → the SDK: each line judged ([`judge`]); a line the SDK would
/// drop is answered here through `replies`, the rest passed on. Stops at
/// the end of input, or once stdout is gone.
async fn forward_input<R: AsyncRead + Unpin>(
    input: R,
    mut to_sdk: tokio::io::DuplexStream,
    replies: mpsc::WeakUnboundedSender<Vec<u8>>,
    mut gone_seen: watch::Receiver<bool>,
    reader_gone: Arc<watch::Sender<bool>>,
    probe: Option<fn() -> bool>,
) {
    let mut input = BufReader::with_capacity(PIPE, input);
    let mut line = Vec::new();
    loop {
        line.clear();
        let read = tokio::select! {
            r = read_line(&mut input, &mut line) => r,
            _ = gone_seen.wait_for(|g| *g) => break,
        };
        let over = match read {
            Ok(Some(over)) => over,
            Ok(None) | Err(_) => break,
        };
        // Nothing more runs once its answer cannot be delivered.
        if probe.is_some_and(|closed| closed()) {
            reader_gone.send_replace(true);
            break;
        }
        let answer = if over {
            Some(error_line(
                &read_id(&line),
                -32600,
                "Invalid request: the line is longer than 16 MiB",
            ))
        } else {
            let text = line.trim_ascii();
            if text.is_empty() {
                continue;
            }
            judge(text)
        };
        if let Some(answer) = answer {
            if answer.is_empty() {
                continue;
            }
            match replies.upgrade() {
                Some(r) => drop(r.send(answer)),
                None => break,
            }
            continue;
        }
        if to_sdk.write_all(&line).await.is_err() {
            break;
        }
        if !line.ends_with(b"\n") && to_sdk.write_all(b"\n").await.is_err() {
            break;
        }
    }
    // Dropping `to_sdk` is the end of input the SDK waits for.
}

/// A line the SDK writes, as it goes out: a server-to-client
/// `elicitation/create` carries no `progressToken` (the SDK puts one in
/// every request's `_meta`; a question is no long-running operation of the
/// client's, and a client that reports progress on it would only confuse
/// the call waiting on the person). Every other line passes unchanged.
pub fn outbound(line: Vec<u8>) -> Vec<u8> {
    if memchr::memmem::find(&line, b"\"elicitation/create\"").is_none() {
        return line;
    }
    let Ok(mut v) = serde_json::from_slice::<Value>(&line) else {
        return line;
    };
    if v.get("method").and_then(Value::as_str) != Some("elicitation/create") {
        return line;
    }
    let Some(params) = v.get_mut("params").and_then(Value::as_object_mut) else {
        return line;
    };
    let Some(meta) = params.get_mut("_meta").and_then(Value::as_object_mut) else {
        return line;
    };
    if meta.remove("progressToken").is_none() {
        return line;
    }
    if meta.is_empty() {
        params.remove("_meta");
    }
    let mut out = v.to_string().into_bytes();
    out.push(b'\n');
    out
}

fn transport_with<R, W>(input: R, output: W, probe: Option<fn() -> bool>) -> Pipes
where
    R: AsyncRead + Unpin + Send + 'static,
    W: AsyncWrite + Unpin + Send + 'static,
{
    let (to_sdk, sdk_reads) = tokio::io::duplex(PIPE);
    let (sdk_writes, from_sdk) = tokio::io::duplex(PIPE);
    let (lines, mut out) = mpsc::unbounded_channel::<Vec<u8>>();
    let (gone_tx, gone) = watch::channel(false);
    let gone_tx = Arc::new(gone_tx);
    // Weak: a stdin still open (a session ended by a signal) does not keep
    // the writer waiting once the SDK is done.
    let replies = lines.downgrade();
    let gone_seen = gone.clone();
    let reader_gone = Arc::clone(&gone_tx);
    // stdin → the SDK, an answer here for each line the SDK would drop.
    crate::task::spawn(forward_input(
        input,
        to_sdk,
        replies,
        gone_seen,
        reader_gone,
        probe,
    ));
    // The SDK's lines → the one writer.
    crate::task::spawn(async move {
        let mut from_sdk = BufReader::new(from_sdk);
        loop {
            let mut line = Vec::new();
            match from_sdk.read_until(b'\n', &mut line).await {
                Ok(0) | Err(_) => break,
                Ok(_) => {
                    if lines.send(outbound(line)).is_err() {
                        break;
                    }
                }
            }
        }
    });
    // The one writer: each line whole, flushed as it goes. A failed write
    // is stdout closed: the session is told to stop.
    let flushed = crate::task::spawn(async move {
        let mut output = output;
        while let Some(line) = out.recv().await {
            if output.write_all(&line).await.is_err() || output.flush().await.is_err() {
                gone_tx.send_replace(true);
                break;
            }
        }
    });
    Pipes {
        sdk: (sdk_reads, sdk_writes),
        flushed,
        gone,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tokio::io::AsyncReadExt;

    #[tokio::test]
    async fn a_line_that_is_not_json_gets_a_parse_error_and_json_passes_through() {
        let (mut client, server_side) = tokio::io::duplex(PIPE);
        let (input, output) = tokio::io::split(server_side);
        let Pipes {
            sdk: (mut sdk_reads, mut sdk_writes),
            ..
        } = transport(input, output);
        client
            .write_all(b"not json\n{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}\n")
            .await
            .unwrap();
        let ping = b"{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}\n";
        let mut got = vec![0u8; ping.len()];
        sdk_reads.read_exact(&mut got).await.unwrap();
        assert_eq!(got, ping);
        sdk_writes
            .write_all(b"{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{}}\n")
            .await
            .unwrap();
        let mut reader = BufReader::new(client);
        let mut first = String::new();
        reader.read_line(&mut first).await.unwrap();
        let v: serde_json::Value = serde_json::from_str(&first).unwrap();
        assert_eq!(v["error"]["code"], -32700, "{first}");
        assert!(v["id"].is_null(), "{first}");
        let mut second = String::new();
        reader.read_line(&mut second).await.unwrap();
        assert_eq!(second, "{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{}}\n");
    }

    #[test]
    fn elicitation_requests_go_out_without_a_progress_token() {
        let line = br#"{"jsonrpc":"2.0","id":0,"method":"elicitation/create","params":{"_meta":{"progressToken":0},"message":"m","requestedSchema":{"type":"object","properties":{}}}}"#;
        let mut with_nl = line.to_vec();
        with_nl.push(b'\n');
        let out = outbound(with_nl);
        assert!(out.ends_with(b"\n"));
        let v: Value = serde_json::from_slice(&out).unwrap();
        assert_eq!(v["method"], "elicitation/create");
        assert!(v["params"].get("_meta").is_none(), "{v}");
        assert_eq!(v["params"]["message"], "m");
        // Other lines (a progress notification) pass unchanged.
        let other = br#"{"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":3,"progress":1}}
"#.to_vec();
        assert_eq!(outbound(other.clone()), other);
    }

    fn answer(line: &[u8]) -> Value {
        let a = judge(line).expect("answered here");
        serde_json::from_slice(&a).expect("a JSON line")
    }

    #[test]
    fn malformed_lines_are_answered_with_their_id_when_readable() {
        let v = answer(b"{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"ping\",\"x\":\"\xff\"}");
        assert_eq!(
            (v["id"].clone(), v["error"]["code"].clone()),
            (json!(7), json!(-32700))
        );
        let deep = format!(
            "{{\"jsonrpc\":\"2.0\",\"id\":\"d\",\"method\":\"ping\",\"params\":{{\"a\":{}1{}}}}}",
            "[".repeat(200),
            "]".repeat(200)
        );
        let v = answer(deep.as_bytes());
        assert_eq!(
            (v["id"].clone(), v["error"]["code"].clone()),
            (json!("d"), json!(-32600))
        );
        let v = answer(br#"{"jsonrpc":"2.0","id":3}"#);
        assert_eq!(
            (v["id"].clone(), v["error"]["code"].clone()),
            (json!(3), json!(-32600))
        );
        let v = answer(br#"{"id":4,"method":"ping"}"#);
        assert_eq!(
            (v["id"].clone(), v["error"]["code"].clone()),
            (json!(4), json!(-32600))
        );
        let v = answer(b"[1,2]");
        assert!(v["id"].is_null());
        let v = answer(
            br#"{"jsonrpc":"2.0","id":5,"method":"tools/call","params":{"name":"get_usage","arguments":[1]}}"#,
        );
        assert_eq!(
            (v["id"].clone(), v["error"]["code"].clone()),
            (json!(5), json!(-32602))
        );
        assert!(judge(br#"{"jsonrpc":"2.0","id":6,"method":"tools/call","params":{"name":"x","arguments":{}}}"#).is_none());
        assert!(judge(br#"{"jsonrpc":"2.0","id":6,"result":{}}"#).is_none());
    }

    #[test]
    fn the_id_is_read_from_the_top_level_only() {
        assert_eq!(read_id(br#"{"params":{"id":9},"id":"x"}"#), json!("x"));
        assert_eq!(read_id(br#"{"method":"id","id":2"#), json!(2));
        assert_eq!(read_id(br#"{"params":{"id":9}"#), Value::Null);
    }

    #[tokio::test]
    async fn a_line_past_16_mib_is_answered_and_dropped_as_it_streams() {
        let (client, server_side) = tokio::io::duplex(PIPE);
        let (input, output) = tokio::io::split(server_side);
        let Pipes {
            sdk: (mut sdk_reads, _sdk_writes),
            ..
        } = transport(input, output);
        let (read_half, mut write_half) = tokio::io::split(client);
        crate::task::spawn(async move {
            write_half
                .write_all(br#"{"jsonrpc":"2.0","id":11,"method":"ping","params":{"p":""#)
                .await
                .unwrap();
            let chunk = vec![b'a'; 1 << 20];
            for _ in 0..17 {
                write_half.write_all(&chunk).await.unwrap();
            }
            write_half.write_all(b"\"}}\n").await.unwrap();
            write_half
                .write_all(b"{\"jsonrpc\":\"2.0\",\"id\":12,\"method\":\"ping\"}\n")
                .await
                .unwrap();
        });
        let mut reader = BufReader::new(read_half);
        let mut first = String::new();
        reader.read_line(&mut first).await.unwrap();
        let v: Value = serde_json::from_str(&first).unwrap();
        assert_eq!(
            (v["id"].clone(), v["error"]["code"].clone()),
            (json!(11), json!(-32600))
        );
        let ping = b"{\"jsonrpc\":\"2.0\",\"id\":12,\"method\":\"ping\"}\n";
        let mut got = vec![0u8; ping.len()];
        sdk_reads.read_exact(&mut got).await.unwrap();
        assert_eq!(got, ping);
    }
}
