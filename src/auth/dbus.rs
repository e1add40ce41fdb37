//! The part of D-Bus the Secret Service needs: the session bus address, the
//! EXTERNAL handshake, and messages (method calls out; returns, errors and
//! signals in), blocking on one Unix socket.
//!
//! Written here instead of taking zbus because zbus and its async runtime
//! were a sixth of the newcomer's release build (about 90 CPU-seconds and 45
//! crates, issue 29) for four method calls. The wire format is the D-Bus
//! specification's ("Message Protocol"); everything read from the socket is
//! checked against its limits, never trusted.

use std::io::{Read, Write};
use std::os::unix::net::UnixStream;

/// Limits from the specification: a message is at most 128 MiB, an array
/// 64 MiB, a signature 255 bytes, and containers nest at most 32 + 32 deep.
const MAX_MESSAGE: usize = 1 << 27;
const MAX_ARRAY: usize = 1 << 26;
const MAX_SIGNATURE: usize = 255;
const MAX_DEPTH: u32 = 64;

pub const METHOD_CALL: u8 = 1;
pub const METHOD_RETURN: u8 = 2;
pub const ERROR: u8 = 3;
pub const SIGNAL: u8 = 4;

/// One D-Bus value. Arrays carry their element signature so that an empty
/// one still has a type.
#[derive(Debug, Clone, PartialEq)]
pub enum Value {
    Byte(u8),
    Bool(bool),
    I16(i16),
    U16(u16),
    I32(i32),
    U32(u32),
    I64(i64),
    U64(u64),
    F64(f64),
    Str(String),
    Path(String),
    Sig(String),
    /// A Unix file descriptor's index (`h`); never sent by us.
    Fd(u32),
    Array(String, Vec<Value>),
    Struct(Vec<Value>),
    Entry(Box<Value>, Box<Value>),
    Variant(Box<Value>),
}

impl Value {
    pub fn signature(&self) -> String {
        let mut out = String::new();
        self.write_signature(&mut out);
        out
    }

    fn write_signature(&self, out: &mut String) {
        match self {
            Value::Byte(_) => out.push('y'),
            Value::Bool(_) => out.push('b'),
            Value::I16(_) => out.push('n'),
            Value::U16(_) => out.push('q'),
            Value::I32(_) => out.push('i'),
            Value::U32(_) => out.push('u'),
            Value::I64(_) => out.push('x'),
            Value::U64(_) => out.push('t'),
            Value::F64(_) => out.push('d'),
            Value::Str(_) => out.push('s'),
            Value::Path(_) => out.push('o'),
            Value::Sig(_) => out.push('g'),
            Value::Fd(_) => out.push('h'),
            Value::Array(element, _) => {
                out.push('a');
                out.push_str(element);
            }
            Value::Struct(fields) => {
                out.push('(');
                for f in fields {
                    f.write_signature(out);
                }
                out.push(')');
            }
            Value::Entry(k, v) => {
                out.push('{');
                k.write_signature(out);
                v.write_signature(out);
                out.push('}');
            }
            Value::Variant(_) => out.push('v'),
        }
    }

    pub fn as_str(&self) -> Option<&str> {
        match self {
            Value::Str(s) | Value::Path(s) | Value::Sig(s) => Some(s),
            _ => None,
        }
    }

    pub fn as_bool(&self) -> Option<bool> {
        match self {
            Value::Bool(b) => Some(*b),
            _ => None,
        }
    }

    /// The elements of an array.
    pub fn as_array(&self) -> Option<&[Value]> {
        match self {
            Value::Array(_, items) => Some(items),
            _ => None,
        }
    }

    /// The value inside a variant (or the value itself).
    pub fn unwrap_variant(&self) -> &Value {
        match self {
            Value::Variant(inner) => inner.unwrap_variant(),
            other => other,
        }
    }

    /// An `ao`: object paths.
    pub fn paths(items: Vec<String>) -> Value {
        Value::Array("o".into(), items.into_iter().map(Value::Path).collect())
    }

    /// An `a{ss}` dictionary.
    pub fn string_dict(pairs: &[(&str, &str)]) -> Value {
        Value::Array(
            "{ss}".into(),
            pairs
                .iter()
                .map(|(k, v)| {
                    Value::Entry(
                        Box::new(Value::Str((*k).into())),
                        Box::new(Value::Str((*v).into())),
                    )
                })
                .collect(),
        )
    }

    /// An `ay` byte array.
    pub fn bytes(data: &[u8]) -> Value {
        Value::Array("y".into(), data.iter().copied().map(Value::Byte).collect())
    }

    /// The bytes of an `ay`.
    pub fn to_bytes(&self) -> Option<Vec<u8>> {
        self.as_array()?
            .iter()
            .map(|b| match b {
                Value::Byte(b) => Some(*b),
                _ => None,
            })
            .collect()
    }
}

/// What went wrong talking to the bus.
#[derive(Debug)]
pub enum BusError {
    /// No bus to talk to: no address, nothing listening, or it refused us.
    Connect(String),
    /// The peer answered with a D-Bus error.
    Remote {
        name: String,
        message: String,
    },
    /// The peer sent something this client cannot read.
    Protocol(String),
    Io(std::io::Error),
}

impl std::fmt::Display for BusError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            BusError::Connect(detail) => write!(f, "{detail}"),
            BusError::Remote { name, message } if message.is_empty() => write!(f, "{name}"),
            BusError::Remote { name, message } => write!(f, "{name}: {message}"),
            BusError::Protocol(detail) => write!(f, "D-Bus protocol error: {detail}"),
            BusError::Io(e) => write!(f, "D-Bus connection: {e}"),
        }
    }
}

impl std::error::Error for BusError {}

impl From<std::io::Error> for BusError {
    fn from(e: std::io::Error) -> Self {
        BusError::Io(e)
    }
}

fn protocol(detail: impl Into<String>) -> BusError {
    BusError::Protocol(detail.into())
}

// ---- signatures -------------------------------------------------------------

/// The first complete type of `sig` and the rest.
fn split_first(sig: &str) -> Result<(&str, &str), BusError> {
    let bytes = sig.as_bytes();
    let end = complete_type_end(bytes, 0, 0)?;
    Ok((&sig[..end], &sig[end..]))
}

fn complete_type_end(sig: &[u8], at: usize, depth: u32) -> Result<usize, BusError> {
    if depth > MAX_DEPTH {
        return Err(protocol("signature nests too deep"));
    }
    match sig.get(at) {
        None => Err(protocol("signature ends inside a type")),
        Some(
            b'y' | b'b' | b'n' | b'q' | b'i' | b'u' | b'x' | b't' | b'd' | b's' | b'o' | b'g'
            | b'h' | b'v',
        ) => Ok(at + 1),
        Some(b'a') => {
            if sig.get(at + 1) == Some(&b'{') {
                let key = at + 2;
                match sig.get(key) {
                    Some(
                        b'y' | b'b' | b'n' | b'q' | b'i' | b'u' | b'x' | b't' | b'd' | b's' | b'o'
                        | b'g' | b'h',
                    ) => {}
                    _ => return Err(protocol("dictionary key is not a basic type")),
                }
                let value_end = complete_type_end(sig, key + 1, depth + 1)?;
                if sig.get(value_end) != Some(&b'}') {
                    return Err(protocol("dictionary entry is not closed"));
                }
                Ok(value_end + 1)
            } else {
                complete_type_end(sig, at + 1, depth + 1)
            }
        }
        Some(b'(') => {
            let mut next = at + 1;
            if sig.get(next) == Some(&b')') {
                return Err(protocol("empty structure"));
            }
            while sig.get(next) != Some(&b')') {
                next = complete_type_end(sig, next, depth + 1)?;
            }
            Ok(next + 1)
        }
        Some(other) => Err(protocol(format!(
            "unknown type code {:?} in a signature",
            *other as char
        ))),
    }
}

/// Checks that `sig` is a sequence of complete types within the limits.
fn validate_signature(sig: &str) -> Result<(), BusError> {
    if sig.len() > MAX_SIGNATURE {
        return Err(protocol("signature longer than 255 bytes"));
    }
    let mut rest = sig;
    while !rest.is_empty() {
        rest = split_first(rest)?.1;
    }
    Ok(())
}

fn alignment(code: u8) -> usize {
    match code {
        b'y' | b'g' | b'v' => 1,
        b'n' | b'q' => 2,
        b'b' | b'i' | b'u' | b's' | b'o' | b'a' | b'h' => 4,
        _ => 8, // x t d ( {
    }
}

// ---- encoding (always little-endian) ------------------------------------------

struct Encoder {
    buf: Vec<u8>,
}

impl Encoder {
    fn pad(&mut self, to: usize) {
        while !self.buf.len().is_multiple_of(to) {
            self.buf.push(0);
        }
    }

    /// A fixed-size number, aligned to its own size.
    fn fixed(&mut self, bytes: &[u8]) {
        self.pad(bytes.len());
        self.buf.extend_from_slice(bytes);
    }

    fn u32(&mut self, v: u32) {
        self.fixed(&v.to_le_bytes());
    }

    fn string(&mut self, s: &str) {
        self.u32(s.len() as u32);
        self.buf.extend_from_slice(s.as_bytes());
        self.buf.push(0);
    }

    fn signature(&mut self, s: &str) {
        self.buf.push(s.len() as u8);
        self.buf.extend_from_slice(s.as_bytes());
        self.buf.push(0);
    }

    fn value(&mut self, v: &Value) {
        match v {
            Value::Byte(b) => self.buf.push(*b),
            Value::Bool(b) => self.u32(u32::from(*b)),
            Value::I16(n) => self.fixed(&n.to_le_bytes()),
            Value::U16(n) => self.fixed(&n.to_le_bytes()),
            Value::I32(n) => self.fixed(&n.to_le_bytes()),
            Value::U32(n) | Value::Fd(n) => self.u32(*n),
            Value::I64(n) => self.fixed(&n.to_le_bytes()),
            Value::U64(n) => self.fixed(&n.to_le_bytes()),
            Value::F64(n) => self.fixed(&n.to_le_bytes()),
            Value::Str(s) | Value::Path(s) => self.string(s),
            Value::Sig(s) => self.signature(s),
            Value::Array(element, items) => {
                self.u32(0);
                let len_at = self.buf.len() - 4;
                self.pad(alignment(element.as_bytes()[0]));
                let start = self.buf.len();
                for item in items {
                    self.value(item);
                }
                let len = (self.buf.len() - start) as u32;
                self.buf[len_at..len_at + 4].copy_from_slice(&len.to_le_bytes());
            }
            Value::Struct(fields) => {
                self.pad(8);
                for f in fields {
                    self.value(f);
                }
            }
            Value::Entry(k, v) => {
                self.pad(8);
                self.value(k);
                self.value(v);
            }
            Value::Variant(inner) => {
                self.signature(&inner.signature());
                self.value(inner);
            }
        }
    }
}

/// A method call's bytes: header, its fields, the body.
pub fn method_call(
    serial: u32,
    destination: &str,
    path: &str,
    interface: &str,
    member: &str,
    body: &[Value],
) -> Vec<u8> {
    let fields = vec![
        (1, Value::Path(path.into())),
        (2, Value::Str(interface.into())),
        (3, Value::Str(member.into())),
        (6, Value::Str(destination.into())),
    ];
    encode(METHOD_CALL, serial, fields, body)
}

/// A message's bytes: the fixed header, the header fields (the body's
/// signature added when there is a body), padding to 8, the body.
fn encode(kind: u8, serial: u32, mut fields: Vec<(u8, Value)>, body: &[Value]) -> Vec<u8> {
    let signature: String = body.iter().map(Value::signature).collect();
    if !signature.is_empty() {
        fields.push((8, Value::Sig(signature)));
    }
    let mut body_enc = Encoder { buf: Vec::new() };
    for v in body {
        body_enc.value(v);
    }
    let fields = fields
        .into_iter()
        .map(|(code, v)| Value::Struct(vec![Value::Byte(code), Value::Variant(Box::new(v))]))
        .collect();
    let mut enc = Encoder { buf: Vec::new() };
    enc.buf.extend_from_slice(&[b'l', kind, 0, 1]);
    enc.u32(body_enc.buf.len() as u32);
    enc.u32(serial);
    enc.value(&Value::Array("(yv)".into(), fields));
    enc.pad(8);
    enc.buf.extend_from_slice(&body_enc.buf);
    enc.buf
}

// ---- decoding ----------------------------------------------------------------

struct Decoder<'a> {
    buf: &'a [u8],
    pos: usize,
    big: bool,
}

impl Decoder<'_> {
    fn take(&mut self, n: usize) -> Result<&[u8], BusError> {
        let end = self
            .pos
            .checked_add(n)
            .filter(|end| *end <= self.buf.len())
            .ok_or_else(|| protocol("message ends inside a value"))?;
        let out = &self.buf[self.pos..end];
        self.pos = end;
        Ok(out)
    }

    fn align(&mut self, to: usize) -> Result<(), BusError> {
        let pad = (to - self.pos % to) % to;
        if self.take(pad)?.iter().any(|b| *b != 0) {
            return Err(protocol("non-zero padding"));
        }
        Ok(())
    }

    fn fixed<const N: usize>(&mut self) -> Result<[u8; N], BusError> {
        self.align(N)?;
        let mut out = [0u8; N];
        out.copy_from_slice(self.take(N)?);
        if self.big {
            out.reverse();
        }
        Ok(out)
    }

    fn u32(&mut self) -> Result<u32, BusError> {
        Ok(u32::from_le_bytes(self.fixed::<4>()?))
    }

    fn text(&mut self, len: usize) -> Result<String, BusError> {
        let bytes = self.take(len)?;
        let text = std::str::from_utf8(bytes)
            .map_err(|_| protocol("a string is not UTF-8"))?
            .to_owned();
        if text.contains('\0') || self.take(1)? != [0] {
            return Err(protocol("a string is not terminated by one NUL"));
        }
        Ok(text)
    }

    fn signature(&mut self) -> Result<String, BusError> {
        let len = self.take(1)?[0] as usize;
        let sig = self.text(len)?;
        validate_signature(&sig)?;
        Ok(sig)
    }

    /// Reads one value of the single complete type `sig`.
    fn value(&mut self, sig: &str, depth: u32) -> Result<Value, BusError> {
        if depth > MAX_DEPTH {
            return Err(protocol("values nest too deep"));
        }
        let code = sig.as_bytes()[0];
        Ok(match code {
            b'y' => Value::Byte(self.take(1)?[0]),
            b'b' => match self.u32()? {
                0 => Value::Bool(false),
                1 => Value::Bool(true),
                other => return Err(protocol(format!("boolean {other}"))),
            },
            b'n' => Value::I16(i16::from_le_bytes(self.fixed::<2>()?)),
            b'q' => Value::U16(u16::from_le_bytes(self.fixed::<2>()?)),
            b'i' => Value::I32(i32::from_le_bytes(self.fixed::<4>()?)),
            b'u' => Value::U32(self.u32()?),
            b'h' => Value::Fd(self.u32()?),
            b'x' => Value::I64(i64::from_le_bytes(self.fixed::<8>()?)),
            b't' => Value::U64(u64::from_le_bytes(self.fixed::<8>()?)),
            b'd' => Value::F64(f64::from_le_bytes(self.fixed::<8>()?)),
            b's' | b'o' => {
                let len = self.u32()? as usize;
                let text = self.text(len)?;
                if code == b'o' {
                    if !valid_object_path(&text) {
                        return Err(protocol(format!("invalid object path {text:?}")));
                    }
                    Value::Path(text)
                } else {
                    Value::Str(text)
                }
            }
            b'g' => Value::Sig(self.signature()?),
            b'v' => {
                let inner = self.signature()?;
                let (first, rest) = split_first(&inner)?;
                if !rest.is_empty() {
                    return Err(protocol("a variant holds more than one type"));
                }
                Value::Variant(Box::new(self.value(first, depth + 1)?))
            }
            b'a' => {
                let len = self.u32()? as usize;
                if len > MAX_ARRAY {
                    return Err(protocol("array longer than 64 MiB"));
                }
                let element = &sig[1..];
                self.align(alignment(element.as_bytes()[0]))?;
                let end = self
                    .pos
                    .checked_add(len)
                    .filter(|end| *end <= self.buf.len())
                    .ok_or_else(|| protocol("array runs past the message"))?;
                let mut items = Vec::new();
                while self.pos < end {
                    items.push(self.value(element, depth + 1)?);
                }
                if self.pos != end {
                    return Err(protocol("array elements overrun its length"));
                }
                Value::Array(element.to_owned(), items)
            }
            b'(' => {
                self.align(8)?;
                let mut fields = Vec::new();
                let mut rest = &sig[1..sig.len() - 1];
                while !rest.is_empty() {
                    let (first, after) = split_first(rest)?;
                    fields.push(self.value(first, depth + 1)?);
                    rest = after;
                }
                Value::Struct(fields)
            }
            b'{' => {
                self.align(8)?;
                let (key, rest) = split_first(&sig[1..sig.len() - 1])?;
                let k = self.value(key, depth + 1)?;
                let v = self.value(rest, depth + 1)?;
                Value::Entry(Box::new(k), Box::new(v))
            }
            other => return Err(protocol(format!("unknown type code {:?}", other as char))),
        })
    }

    /// Reads values for every complete type of `sig`.
    fn values(&mut self, sig: &str) -> Result<Vec<Value>, BusError> {
        let mut out = Vec::new();
        let mut rest = sig;
        while !rest.is_empty() {
            let (first, after) = split_first(rest)?;
            out.push(self.value(first, 0)?);
            rest = after;
        }
        Ok(out)
    }
}

fn valid_object_path(p: &str) -> bool {
    p == "/"
        || (p.starts_with('/')
            && !p.ends_with('/')
            && p[1..].split('/').all(|part| {
                !part.is_empty() && part.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_')
            }))
}

/// A message read from the bus.
#[derive(Debug, Clone, PartialEq)]
pub struct Message {
    pub kind: u8,
    pub serial: u32,
    pub reply_serial: Option<u32>,
    pub path: Option<String>,
    pub interface: Option<String>,
    pub member: Option<String>,
    pub error_name: Option<String>,
    pub body: Vec<Value>,
}

/// How many bytes the whole message takes, from its first 16.
pub fn message_len(head: &[u8; 16]) -> Result<usize, BusError> {
    let big = match head[0] {
        b'l' => false,
        b'B' => true,
        other => return Err(protocol(format!("unknown byte order {other:#x}"))),
    };
    let word = |at: usize| {
        let mut b = [head[at], head[at + 1], head[at + 2], head[at + 3]];
        if big {
            b.reverse();
        }
        u32::from_le_bytes(b) as usize
    };
    let fields = word(12);
    let header = (16 + fields).div_ceil(8) * 8;
    let total = header
        .checked_add(word(4))
        .filter(|t| *t <= MAX_MESSAGE)
        .ok_or_else(|| protocol("message longer than 128 MiB"))?;
    Ok(total)
}

/// Parses one whole message.
pub fn parse_message(buf: &[u8]) -> Result<Message, BusError> {
    if buf.len() < 16 {
        return Err(protocol("message shorter than its header"));
    }
    let head: &[u8; 16] = buf[..16].try_into().expect("16 bytes");
    if message_len(head)? != buf.len() {
        return Err(protocol("message length does not match its header"));
    }
    let mut dec = Decoder {
        buf,
        pos: 0,
        big: buf[0] == b'B',
    };
    dec.take(1)?;
    let kind = dec.take(1)?[0];
    dec.take(1)?; // flags: nothing we act on
    if dec.take(1)?[0] != 1 {
        return Err(protocol("not D-Bus protocol version 1"));
    }
    let body_len = dec.u32()? as usize;
    let serial = dec.u32()?;
    let fields = dec.value("a(yv)", 0)?;
    dec.align(8)?;
    let mut msg = Message {
        kind,
        serial,
        reply_serial: None,
        path: None,
        interface: None,
        member: None,
        error_name: None,
        body: Vec::new(),
    };
    let mut signature = String::new();
    for field in fields.as_array().unwrap_or_default() {
        let Value::Struct(parts) = field else {
            continue;
        };
        let (Some(Value::Byte(code)), Some(v)) = (parts.first(), parts.get(1)) else {
            continue;
        };
        let v = v.unwrap_variant();
        match (code, v) {
            (1, Value::Path(p)) => msg.path = Some(p.clone()),
            (2, Value::Str(s)) => msg.interface = Some(s.clone()),
            (3, Value::Str(s)) => msg.member = Some(s.clone()),
            (4, Value::Str(s)) => msg.error_name = Some(s.clone()),
            (5, Value::U32(n)) => msg.reply_serial = Some(*n),
            (8, Value::Sig(s)) => signature = s.clone(),
            _ => {} // destination, sender, fds, and fields added later
        }
    }
    let big = dec.big;
    let body = dec.take(body_len)?;
    let mut body_dec = Decoder {
        buf: body,
        pos: 0,
        big,
    };
    msg.body = body_dec.values(&signature)?;
    if body_dec.pos != body.len() {
        return Err(protocol("body longer than its signature"));
    }
    Ok(msg)
}

// ---- the connection ------------------------------------------------------------

/// A connection to the session bus, after the handshake and `Hello`.
pub struct Bus {
    stream: UnixStream,
    serial: u32,
    /// Signals read while waiting for a reply, kept for [`Bus::wait_signal`].
    queued: Vec<Message>,
}

impl Bus {
    /// Connects to the session bus named by `DBUS_SESSION_BUS_ADDRESS`, or
    /// `$XDG_RUNTIME_DIR/bus` when it is unset (what libdbus and sd-bus do).
    pub fn session() -> Result<Bus, BusError> {
        let address = match std::env::var("DBUS_SESSION_BUS_ADDRESS") {
            Ok(a) if !a.is_empty() => a,
            _ => match std::env::var_os("XDG_RUNTIME_DIR") {
                Some(dir) => format!("unix:path={}/bus", dir.to_string_lossy()),
                None => return Err(BusError::Connect(
                    "no D-Bus session bus: DBUS_SESSION_BUS_ADDRESS and XDG_RUNTIME_DIR are unset"
                        .into(),
                )),
            },
        };
        let stream = connect(&address)?;
        Bus::over(stream)
    }

    /// Runs the handshake and `Hello` on an already connected stream.
    pub fn over(stream: UnixStream) -> Result<Bus, BusError> {
        let mut bus = Bus {
            stream,
            serial: 0,
            queued: Vec::new(),
        };
        bus.authenticate()?;
        bus.call(
            "org.freedesktop.DBus",
            "/org/freedesktop/DBus",
            "org.freedesktop.DBus",
            "Hello",
            &[],
        )?;
        Ok(bus)
    }

    fn authenticate(&mut self) -> Result<(), BusError> {
        // SAFETY: getuid has no preconditions and cannot fail.
        let uid = unsafe { libc::getuid() };
        let hex: String = uid
            .to_string()
            .bytes()
            .map(|b| format!("{b:02x}"))
            .collect();
        self.stream.write_all(b"\0")?;
        self.stream
            .write_all(format!("AUTH EXTERNAL {hex}\r\n").as_bytes())?;
        let line = self.read_line()?;
        if !line.starts_with("OK ") {
            return Err(BusError::Connect(format!(
                "the session bus refused this user: {line}"
            )));
        }
        self.stream.write_all(b"BEGIN\r\n")?;
        Ok(())
    }

    /// One line of the handshake, read a byte at a time so that nothing of
    /// the message stream after it is consumed.
    fn read_line(&mut self) -> Result<String, BusError> {
        let mut line = Vec::new();
        let mut byte = [0u8; 1];
        while !line.ends_with(b"\r\n") {
            if line.len() > 1024 {
                return Err(protocol("handshake line longer than 1 KiB"));
            }
            if self.stream.read(&mut byte)? == 0 {
                return Err(BusError::Connect(
                    "the session bus closed the connection during the handshake".into(),
                ));
            }
            line.push(byte[0]);
        }
        line.truncate(line.len() - 2);
        String::from_utf8(line).map_err(|_| protocol("handshake line is not UTF-8"))
    }

    fn read_message(&mut self) -> Result<Message, BusError> {
        let mut head = [0u8; 16];
        self.stream.read_exact(&mut head)?;
        let total = message_len(&head)?;
        let mut buf = Vec::with_capacity(total);
        buf.extend_from_slice(&head);
        buf.resize(total, 0);
        self.stream.read_exact(&mut buf[16..])?;
        parse_message(&buf)
    }

    /// Calls a method and waits for its reply; a D-Bus error becomes
    /// [`BusError::Remote`]. Signals that arrive meanwhile are queued.
    pub fn call(
        &mut self,
        destination: &str,
        path: &str,
        interface: &str,
        member: &str,
        body: &[Value],
    ) -> Result<Vec<Value>, BusError> {
        self.serial += 1;
        let serial = self.serial;
        let bytes = method_call(serial, destination, path, interface, member, body);
        self.stream.write_all(&bytes)?;
        loop {
            let msg = self.read_message()?;
            match msg.kind {
                METHOD_RETURN if msg.reply_serial == Some(serial) => return Ok(msg.body),
                ERROR if msg.reply_serial == Some(serial) => {
                    return Err(BusError::Remote {
                        name: msg.error_name.unwrap_or_default(),
                        message: msg
                            .body
                            .first()
                            .and_then(Value::as_str)
                            .unwrap_or_default()
                            .to_owned(),
                    })
                }
                SIGNAL => {
                    // Bounded: a peer flooding signals cannot grow this forever.
                    if self.queued.len() >= 256 {
                        self.queued.remove(0);
                    }
                    self.queued.push(msg);
                }
                _ => {} // a reply to nothing we wait for, or a call to us
            }
        }
    }

    /// Waits for a signal that `wanted` accepts (queued ones first).
    pub fn wait_signal(&mut self, wanted: impl Fn(&Message) -> bool) -> Result<Message, BusError> {
        if let Some(at) = self.queued.iter().position(&wanted) {
            return Ok(self.queued.remove(at));
        }
        loop {
            let msg = self.read_message()?;
            if msg.kind == SIGNAL && wanted(&msg) {
                return Ok(msg);
            }
        }
    }
}

/// Connects to the first address of a D-Bus address list that answers.
fn connect(list: &str) -> Result<UnixStream, BusError> {
    let mut last = format!("no usable address in {list:?}");
    for address in list.split(';').filter(|a| !a.is_empty()) {
        match parse_address(address) {
            Ok(Target::Path(path)) => match UnixStream::connect(&path) {
                Ok(s) => return Ok(s),
                Err(e) => last = format!("Failed to connect to unix:path={path}: {e}"),
            },
            #[cfg(any(target_os = "linux", target_os = "android"))]
            Ok(Target::Abstract(name)) => {
                use std::os::linux::net::SocketAddrExt;
                let connected = std::os::unix::net::SocketAddr::from_abstract_name(&name)
                    .and_then(|addr| UnixStream::connect_addr(&addr));
                match connected {
                    Ok(s) => return Ok(s),
                    Err(e) => {
                        last = format!(
                            "Failed to connect to unix:abstract={}: {e}",
                            String::from_utf8_lossy(&name)
                        )
                    }
                }
            }
            #[cfg(not(any(target_os = "linux", target_os = "android")))]
            Ok(Target::Abstract(_)) => {
                last = "abstract sockets exist only on Linux".into();
            }
            Err(e) => last = e,
        }
    }
    Err(BusError::Connect(last))
}

#[derive(Debug, PartialEq)]
enum Target {
    Path(String),
    Abstract(Vec<u8>),
}

/// One `transport:key=value,...` address; only `unix:path=` and
/// `unix:abstract=` can reach a session bus from a client.
fn parse_address(address: &str) -> Result<Target, String> {
    let (transport, params) = address
        .split_once(':')
        .ok_or_else(|| format!("D-Bus address {address:?} has no transport"))?;
    if transport != "unix" {
        return Err(format!(
            "D-Bus address {address:?}: only unix: transports are supported"
        ));
    }
    for pair in params.split(',') {
        let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
        let value = unescape(value)
            .ok_or_else(|| format!("D-Bus address {address:?} has a bad %-escape"))?;
        match key {
            "path" => {
                return String::from_utf8(value)
                    .map(Target::Path)
                    .map_err(|_| format!("D-Bus address {address:?}: path is not UTF-8"))
            }
            "abstract" => return Ok(Target::Abstract(value)),
            _ => {}
        }
    }
    Err(format!(
        "D-Bus address {address:?} names no path= or abstract= socket"
    ))
}

fn unescape(value: &str) -> Option<Vec<u8>> {
    let bytes = value.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hex = std::str::from_utf8(bytes.get(i + 1..i + 3)?).ok()?;
            out.push(u8::from_str_radix(hex, 16).ok()?);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn a_method_call_is_laid_out_as_the_specification_says() {
        let bytes = method_call(
            7,
            "org.freedesktop.DBus",
            "/org/freedesktop/DBus",
            "org.freedesktop.DBus",
            "Hello",
            &[],
        );
        assert_eq!(&bytes[..4], &[b'l', METHOD_CALL, 0, 1]);
        assert_eq!(
            u32::from_le_bytes(bytes[4..8].try_into().unwrap()),
            0,
            "no body"
        );
        assert_eq!(
            u32::from_le_bytes(bytes[8..12].try_into().unwrap()),
            7,
            "serial"
        );
        assert_eq!(bytes.len() % 8, 0, "the header is padded to 8");
        // The first header field: code 1 (PATH), variant of signature "o".
        assert_eq!(&bytes[16..20], &[1, 1, b'o', 0]);
        let head: &[u8; 16] = bytes[..16].try_into().unwrap();
        assert_eq!(message_len(head).unwrap(), bytes.len());
        let msg = parse_message(&bytes).unwrap();
        assert_eq!(msg.member.as_deref(), Some("Hello"));
        assert_eq!(msg.path.as_deref(), Some("/org/freedesktop/DBus"));
        assert_eq!(msg.serial, 7);
    }

    #[test]
    fn a_body_round_trips_with_its_signature() {
        let secret = Value::Struct(vec![
            Value::Path("/org/freedesktop/secrets/session/1".into()),
            Value::bytes(b""),
            Value::bytes(b"svc_live_abcd"),
            Value::Str("text/plain".into()),
        ]);
        let props = Value::Array(
            "{sv}".into(),
            vec![Value::Entry(
                Box::new(Value::Str("org.freedesktop.Secret.Item.Attributes".into())),
                Box::new(Value::Variant(Box::new(Value::string_dict(&[(
                    "service", "talent",
                )])))),
            )],
        );
        let body = vec![props, secret, Value::Bool(true)];
        let bytes = method_call(1, "d.e", "/p", "i.f", "CreateItem", &body);
        let msg = parse_message(&bytes).unwrap();
        assert_eq!(msg.body, body);
        assert_eq!(
            body.iter().map(Value::signature).collect::<String>(),
            "a{sv}(oayays)b"
        );
    }

    #[test]
    fn a_big_endian_message_is_read_too() {
        // A METHOD_RETURN, serial 2, reply to 1, body "s" = "hi", big-endian.
        let mut m = vec![b'B', METHOD_RETURN, 0, 1];
        m.extend_from_slice(&7u32.to_be_bytes()); // body: u32 len + "hi" + NUL
        m.extend_from_slice(&2u32.to_be_bytes());
        // fields: (5, v u 1), (8, v g "s")
        let mut fields = vec![5u8, 1, b'u', 0];
        fields.extend_from_slice(&1u32.to_be_bytes());
        fields.extend_from_slice(&[8, 1, b'g', 0, 1, b's', 0]);
        m.extend_from_slice(&(fields.len() as u32).to_be_bytes());
        m.extend_from_slice(&fields);
        while m.len() % 8 != 0 {
            m.push(0);
        }
        m.extend_from_slice(&2u32.to_be_bytes());
        m.extend_from_slice(b"hi\0");
        let msg = parse_message(&m).unwrap();
        assert_eq!(msg.reply_serial, Some(1));
        assert_eq!(msg.body, vec![Value::Str("hi".into())]);
    }

    #[test]
    fn addresses_are_read_as_libdbus_writes_them() {
        assert_eq!(
            parse_address("unix:path=/run/user/1000/bus").unwrap(),
            Target::Path("/run/user/1000/bus".into())
        );
        assert_eq!(
            parse_address("unix:abstract=/tmp/dbus-Xy%2c1,guid=0123").unwrap(),
            Target::Abstract(b"/tmp/dbus-Xy,1".to_vec())
        );
        assert_eq!(
            parse_address("unix:guid=0123,path=/tmp/a%20b").unwrap(),
            Target::Path("/tmp/a b".into())
        );
        assert!(parse_address("tcp:host=localhost,port=1").is_err());
        assert!(parse_address("unix:path=/x%zz").is_err());
        assert!(parse_address("nonsense").is_err());
    }

    #[test]
    fn a_connection_failure_names_the_address() {
        let err = connect("unix:path=/nonexistent/talent-no-bus").unwrap_err();
        let text = err.to_string();
        assert!(
            text.contains("Failed to connect to unix:path=/nonexistent/talent-no-bus"),
            "{text}"
        );
    }

    #[test]
    fn signatures_outside_the_rules_are_refused() {
        for bad in ["(", "a", "a{vs}", "a{s}", "()", "z", "(ss", "a{ss", "{ss}x"] {
            assert!(validate_signature(bad).is_err(), "{bad}");
        }
        for good in ["", "s", "a{sv}", "(oayays)", "aao", "a(yv)", "ua{ss}v"] {
            assert!(validate_signature(good).is_ok(), "{good}");
        }
        assert!(validate_signature(&format!("{}s", "a".repeat(70))).is_err());
    }

    /// A bus in a thread over a socket pair: answers the handshake, `Hello`,
    /// sends a signal before the reply and an error for `Fail`.
    #[test]
    fn the_client_handshakes_calls_and_keeps_signals_for_later() {
        let (client, mut server) = UnixStream::pair().unwrap();
        let peer = std::thread::spawn(move || {
            let mut hello = [0u8; 1];
            server.read_exact(&mut hello).unwrap();
            assert_eq!(hello, [0]);
            let mut line = Vec::new();
            let mut b = [0u8; 1];
            while !line.ends_with(b"\r\n") {
                server.read_exact(&mut b).unwrap();
                line.push(b[0]);
            }
            assert!(line.starts_with(b"AUTH EXTERNAL "), "{line:?}");
            server
                .write_all(b"OK 0123456789abcdef0123456789abcdef\r\n")
                .unwrap();
            let mut begin = [0u8; 7];
            server.read_exact(&mut begin).unwrap();
            assert_eq!(&begin, b"BEGIN\r\n");
            let serve = |server: &mut UnixStream| {
                let mut head = [0u8; 16];
                server.read_exact(&mut head).unwrap();
                let mut buf = head.to_vec();
                buf.resize(message_len(&head).unwrap(), 0);
                server.read_exact(&mut buf[16..]).unwrap();
                parse_message(&buf).unwrap()
            };
            let reply = |kind: u8, to: u32, error: Option<&str>, body: &[Value]| {
                let mut fields = vec![(5, Value::U32(to))];
                if let Some(name) = error {
                    fields.push((4, Value::Str(name.into())));
                }
                encode(kind, 100 + to, fields, body)
            };
            let hello = serve(&mut server);
            assert_eq!(hello.member.as_deref(), Some("Hello"));
            server
                .write_all(&reply(
                    METHOD_RETURN,
                    hello.serial,
                    None,
                    &[Value::Str(":1.7".into())],
                ))
                .unwrap();
            let echo = serve(&mut server);
            server
                .write_all(&encode(
                    SIGNAL,
                    500,
                    vec![(1, Value::Path("/p".into()))],
                    &[Value::Bool(true)],
                ))
                .unwrap();
            server
                .write_all(&reply(METHOD_RETURN, echo.serial, None, &echo.body))
                .unwrap();
            let fail = serve(&mut server);
            server
                .write_all(&reply(
                    ERROR,
                    fail.serial,
                    Some("org.example.Error.Nope"),
                    &[Value::Str("not today".into())],
                ))
                .unwrap();
        });
        let mut bus = Bus::over(client).unwrap();
        let body = vec![Value::string_dict(&[("service", "talent")]), Value::U64(7)];
        assert_eq!(bus.call("x.y", "/a/b", "x.y", "Echo", &body).unwrap(), body);
        let err = bus.call("x.y", "/a/b", "x.y", "Fail", &[]).unwrap_err();
        assert_eq!(err.to_string(), "org.example.Error.Nope: not today");
        let signal = bus
            .wait_signal(|m| m.body == vec![Value::Bool(true)])
            .unwrap();
        assert_eq!(signal.kind, SIGNAL);
        peer.join().unwrap();
    }

    fn basic() -> impl Strategy<Value = Value> {
        prop_oneof![
            any::<u8>().prop_map(Value::Byte),
            any::<bool>().prop_map(Value::Bool),
            any::<i16>().prop_map(Value::I16),
            any::<u16>().prop_map(Value::U16),
            any::<i32>().prop_map(Value::I32),
            any::<u32>().prop_map(Value::U32),
            any::<i64>().prop_map(Value::I64),
            any::<u64>().prop_map(Value::U64),
            "[^\0]{0,12}".prop_map(Value::Str),
            "(/[a-z0-9_]{1,5}){0,3}".prop_map(|p| Value::Path(if p.is_empty() {
                "/".into()
            } else {
                p
            })),
        ]
    }

    fn value() -> impl Strategy<Value = Value> {
        basic().prop_recursive(4, 24, 4, |inner| {
            prop_oneof![
                proptest::collection::vec(inner.clone(), 1..4).prop_map(Value::Struct),
                inner.clone().prop_map(|v| Value::Variant(Box::new(v))),
                // Arrays of one element type: copies of one generated value.
                (inner.clone(), 0usize..3)
                    .prop_map(|(v, n)| Value::Array(v.signature(), vec![v; n])),
                (basic(), inner).prop_map(|(k, v)| {
                    let sig = Value::Entry(Box::new(k.clone()), Box::new(v.clone())).signature();
                    Value::Array(sig, vec![Value::Entry(Box::new(k), Box::new(v))])
                }),
            ]
        })
    }

    proptest! {
        #[test]
        fn any_body_round_trips(body in proptest::collection::vec(value(), 0..4)) {
            let bytes = method_call(1, "a.b", "/c", "a.b", "M", &body);
            let msg = parse_message(&bytes).unwrap();
            prop_assert_eq!(msg.body, body);
        }

        #[test]
        fn any_bytes_are_refused_or_read_never_a_panic(bytes in proptest::collection::vec(any::<u8>(), 0..200)) {
            let _ = parse_message(&bytes);
            if bytes.len() >= 16 {
                let _ = message_len(bytes[..16].try_into().unwrap());
            }
        }

        #[test]
        fn a_mangled_real_message_is_refused_or_read_never_a_panic(
            body in proptest::collection::vec(value(), 0..3),
            at in any::<prop::sample::Index>(),
            byte in any::<u8>(),
        ) {
            let mut bytes = method_call(1, "a.b", "/c", "a.b", "M", &body);
            let i = at.index(bytes.len());
            bytes[i] = byte;
            let _ = parse_message(&bytes);
        }

        #[test]
        fn any_address_is_parsed_or_refused_never_a_panic(address in "\\PC{0,40}") {
            let _ = parse_address(&address);
        }
    }
}
