//! stdin/stdout for the session, with JSON-RPC's parse error: a line that is
//! not JSON at all is answered `-32700` (id null), as JSON-RPC 2.0 says,
//! where the SDK's own stdio transport drops it without a word. Lines that
//! are JSON go to the SDK unchanged (it answers what is not JSON-RPC), and
//! every line written to stdout is whole: the SDK's messages and the parse
//! errors pass through one writer, so they never interleave.

use tokio::io::{AsyncBufReadExt, AsyncRead, AsyncWrite, AsyncWriteExt, BufReader, DuplexStream};
use tokio::sync::mpsc;

/// What a pipe between the pumps and the SDK holds before a writer waits.
const PIPE: usize = 64 * 1024;

/// The parse error of JSON-RPC 2.0 (its id is null: none could be read).
const PARSE_ERROR: &str = r#"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"Parse error: the line is not JSON"}}"#;

/// The SDK's ends of the session's pipes, and the writer to wait for.
pub struct Pipes {
    /// What the SDK reads and what it writes: its transport.
    pub sdk: (DuplexStream, DuplexStream),
    /// Ends once the SDK's last line is on stdout (after the session
    /// ended): awaited before the process exits, so no answer is lost.
    pub flushed: tokio::task::JoinHandle<()>,
}

/// The session's transport over the process's stdin and stdout.
pub fn stdio() -> Pipes {
    transport(tokio::io::stdin(), tokio::io::stdout())
}

/// The SDK's ends (what it reads, what it writes) over `input` and
/// `output`, with the pumps between them running on the runtime. The SDK
/// sees the end of input when `input` ends.
pub fn transport<R, W>(input: R, output: W) -> Pipes
where
    R: AsyncRead + Unpin + Send + 'static,
    W: AsyncWrite + Unpin + Send + 'static,
{
    let (mut to_sdk, sdk_reads) = tokio::io::duplex(PIPE);
    let (sdk_writes, from_sdk) = tokio::io::duplex(PIPE);
    let (lines, mut out) = mpsc::unbounded_channel::<Vec<u8>>();
    // Weak: a stdin still open (a session ended by a signal) does not keep
    // the writer waiting once the SDK is done.
    let replies = lines.downgrade();
    // stdin → the SDK, a parse error for each line that is not JSON.
    tokio::spawn(async move {
        let mut input = BufReader::new(input);
        let mut line = Vec::new();
        loop {
            line.clear();
            match input.read_until(b'\n', &mut line).await {
                Ok(0) | Err(_) => break,
                Ok(_) => {}
            }
            let text = line.trim_ascii();
            if text.is_empty() {
                continue;
            }
            if serde_json::from_slice::<serde::de::IgnoredAny>(text).is_err() {
                match replies.upgrade() {
                    Some(r) => drop(r.send(format!("{PARSE_ERROR}\n").into_bytes())),
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
    });
    // The SDK's lines → the one writer.
    tokio::spawn(async move {
        let mut from_sdk = BufReader::new(from_sdk);
        loop {
            let mut line = Vec::new();
            match from_sdk.read_until(b'\n', &mut line).await {
                Ok(0) | Err(_) => break,
                Ok(_) => {
                    if lines.send(line).is_err() {
                        break;
                    }
                }
            }
        }
    });
    // The one writer: each line whole, flushed as it goes.
    let flushed = tokio::spawn(async move {
        let mut output = output;
        while let Some(line) = out.recv().await {
            if output.write_all(&line).await.is_err() || output.flush().await.is_err() {
                break;
            }
        }
    });
    Pipes {
        sdk: (sdk_reads, sdk_writes),
        flushed,
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
}
