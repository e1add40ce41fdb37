//! The inverted index over redacted resumes: a term dictionary, compressed
//! postings (doc gap and term frequency in one varint), document lengths for
//! BM25, and bitsets for boolean filters. Built lazily on the first text query.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use super::candidate::{Cand, EduPlan};
use super::resume::{Sink, Writer};
use super::text;

/// A small, fast, non-cryptographic hasher (FxHash) for interned keys.
#[derive(Default, Clone, Copy)]
pub struct Fx(u64);

impl Hasher for Fx {
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut b = [0u8; 8];
            b[..chunk.len()].copy_from_slice(chunk);
            self.write_u64(u64::from_le_bytes(b));
        }
    }
    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0.rotate_left(5) ^ n).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
    fn write_usize(&mut self, n: usize) {
        self.write_u64(n as u64);
    }
    fn finish(&self) -> u64 {
        self.0
    }
}

pub type FxMap<K, V> = HashMap<K, V, BuildHasherDefault<Fx>>;

/// Term id of a token the index has never seen.
pub const UNKNOWN: u32 = u32::MAX;

/// The term dictionary.
#[derive(Default)]
pub struct Lexicon {
    ids: FxMap<Box<str>, u32>,
}

impl Lexicon {
    fn intern(&mut self, t: &str) -> u32 {
        if let Some(id) = self.ids.get(t) {
            return *id;
        }
        let id = self.ids.len() as u32;
        self.ids.insert(t.into(), id);
        id
    }

    pub fn get(&self, t: &str) -> u32 {
        self.ids.get(t).copied().unwrap_or(UNKNOWN)
    }

    pub fn len(&self) -> usize {
        self.ids.len()
    }
}

/// Tokens of each static piece, keyed by the piece's address and length, so
/// regenerating a resume as tokens never re-scans its characters.
#[derive(Default)]
struct PieceCache {
    ranges: FxMap<(usize, usize), (u32, u32)>,
    tokens: Vec<u32>,
}

/// Builds the index: interns new tokens as it goes.
struct BuildSink<'a> {
    lex: &'a mut Lexicon,
    cache: &'a mut PieceCache,
    out: &'a mut Vec<u32>,
    len: usize,
}

impl Sink for BuildSink<'_> {
    fn lit(&mut self, s: &'static str) {
        self.len += s.len();
        let key = (s.as_ptr() as usize, s.len());
        if let Some(&(a, b)) = self.cache.ranges.get(&key) {
            self.out
                .extend_from_slice(&self.cache.tokens[a as usize..b as usize]);
            return;
        }
        let a = self.cache.tokens.len() as u32;
        let (lex, cache) = (&mut *self.lex, &mut *self.cache);
        text::tokenize(s, |t| cache.tokens.push(lex.intern(t)));
        let b = self.cache.tokens.len() as u32;
        self.cache.ranges.insert(key, (a, b));
        self.out
            .extend_from_slice(&self.cache.tokens[a as usize..b as usize]);
    }

    fn dynamic(&mut self, s: &str) {
        self.len += s.len();
        let (lex, out) = (&mut *self.lex, &mut *self.out);
        text::tokenize(s, |t| out.push(lex.intern(t)));
    }

    fn len(&self) -> usize {
        self.len
    }
}

/// Regenerates one resume's tokens against a finished index.
pub struct ReadSink<'a> {
    index: &'a TextIndex,
    pub out: Vec<u32>,
    len: usize,
}

impl Sink for ReadSink<'_> {
    fn lit(&mut self, s: &'static str) {
        self.len += s.len();
        let key = (s.as_ptr() as usize, s.len());
        match self.index.cache.ranges.get(&key) {
            Some(&(a, b)) => self
                .out
                .extend_from_slice(&self.index.cache.tokens[a as usize..b as usize]),
            None => self.dynamic_tokens(s),
        }
    }

    fn dynamic(&mut self, s: &str) {
        self.len += s.len();
        self.dynamic_tokens(s);
    }

    fn len(&self) -> usize {
        self.len
    }
}

impl ReadSink<'_> {
    fn dynamic_tokens(&mut self, s: &str) {
        let (lex, out) = (&self.index.lex, &mut self.out);
        text::tokenize(s, |t| out.push(lex.get(t)));
    }
}

/// A set of candidate indices.
#[derive(Debug, Clone, PartialEq)]
pub struct Bits {
    words: Vec<u64>,
    n: usize,
}

impl Bits {
    pub fn zeros(n: usize) -> Bits {
        Bits {
            words: vec![0; n.div_ceil(64)],
            n,
        }
    }

    pub fn ones(n: usize) -> Bits {
        let mut b = Bits {
            words: vec![u64::MAX; n.div_ceil(64)],
            n,
        };
        b.trim();
        b
    }

    fn trim(&mut self) {
        if self.n % 64 != 0 {
            if let Some(last) = self.words.last_mut() {
                *last &= (1u64 << (self.n % 64)) - 1;
            }
        }
    }

    pub fn get(&self, i: usize) -> bool {
        self.words[i / 64] & (1 << (i % 64)) != 0
    }

    pub fn set(&mut self, i: usize) {
        self.words[i / 64] |= 1 << (i % 64);
    }

    pub fn and(&mut self, o: &Bits) {
        self.words
            .iter_mut()
            .zip(&o.words)
            .for_each(|(a, b)| *a &= b);
    }

    pub fn or(&mut self, o: &Bits) {
        self.words
            .iter_mut()
            .zip(&o.words)
            .for_each(|(a, b)| *a |= b);
    }

    pub fn not(&mut self) {
        self.words.iter_mut().for_each(|w| *w = !*w);
        self.trim();
    }

    pub fn count(&self) -> usize {
        self.words.iter().map(|w| w.count_ones() as usize).sum()
    }
}

/// Decodes one term's postings: `(doc, tf)` in doc order.
pub struct Postings<'a> {
    bytes: &'a [u8],
    pos: usize,
    doc: u32,
}

impl Postings<'_> {
    fn next_raw(&mut self) -> Option<u64> {
        let mut v: u64 = 0;
        let mut shift = 0;
        loop {
            let b = *self.bytes.get(self.pos)?;
            self.pos += 1;
            v |= ((b & 0x7f) as u64) << shift;
            if b < 0x80 {
                return Some(v);
            }
            shift += 7;
        }
    }
}

impl Iterator for Postings<'_> {
    type Item = (u32, u32);

    fn next(&mut self) -> Option<(u32, u32)> {
        let v = self.next_raw()?;
        self.doc += (v >> 4) as u32;
        Some((self.doc, (v & 15) as u32))
    }
}

/// The map key of an adjacent token pair.
fn pair(a: u32, b: u32) -> u64 {
    (a as u64) << 32 | b as u64
}

fn push_varint(out: &mut Vec<u8>, mut v: u64) {
    while v >= 0x80 {
        out.push((v as u8) | 0x80);
        v >>= 7;
    }
    out.push(v as u8);
}

/// The finished index.
pub struct TextIndex {
    lex: Lexicon,
    cache: PieceCache,
    postings: Vec<Vec<u8>>,
    /// Adjacent token pairs, so a two-word phrase is answered from postings.
    bigrams: FxMap<u64, u32>,
    /// Per bigram: doc gaps (varint), no frequencies.
    bigram_postings: Vec<Vec<u8>>,
    df: Vec<u32>,
    /// BM25 length normalisation per document: `k1 * (1 - b + b * len / avg)`.
    norm: Vec<f32>,
}

const K1: f32 = 1.2;
const B: f32 = 0.75;

impl TextIndex {
    /// Tokenizes every resume once and writes the postings.
    pub fn build(cands: &[Cand]) -> TextIndex {
        let mut lex = Lexicon::default();
        let mut cache = PieceCache::default();
        let mut postings: Vec<Vec<u8>> = Vec::new();
        let mut last: Vec<u32> = Vec::new();
        let mut df: Vec<u32> = Vec::new();
        let mut counts: Vec<u16> = Vec::new();
        let mut touched: Vec<u32> = Vec::new();
        let mut toks: Vec<u32> = Vec::with_capacity(1024);
        let mut doc_len: Vec<u32> = Vec::with_capacity(cands.len());
        let mut bigrams: FxMap<u64, u32> = FxMap::default();
        let mut bigram_postings: Vec<Vec<u8>> = Vec::new();
        // Last doc (plus one) each bigram was seen in; 0 for never.
        let mut bigram_last: Vec<u32> = Vec::new();
        for (d, c) in cands.iter().enumerate() {
            toks.clear();
            let edu = EduPlan::of(c.seed);
            let mut sink = BuildSink {
                lex: &mut lex,
                cache: &mut cache,
                out: &mut toks,
                len: 0,
            };
            Writer::new(&mut sink, c, &edu).write();
            if lex.len() > counts.len() {
                counts.resize(lex.len(), 0);
                last.resize(lex.len(), 0);
                df.resize(lex.len(), 0);
                postings.resize_with(lex.len(), Vec::new);
            }
            for &t in &toks {
                if counts[t as usize] == 0 {
                    touched.push(t);
                }
                counts[t as usize] = counts[t as usize].saturating_add(1);
            }
            for &t in &touched {
                let t = t as usize;
                let gap = d as u64 - last[t] as u64;
                push_varint(&mut postings[t], gap << 4 | counts[t].min(15) as u64);
                last[t] = d as u32;
                df[t] += 1;
                counts[t] = 0;
            }
            touched.clear();
            for w in toks.windows(2) {
                let next = bigrams.len() as u32;
                let id = *bigrams.entry(pair(w[0], w[1])).or_insert(next) as usize;
                if id == bigram_last.len() {
                    bigram_last.push(0);
                    bigram_postings.push(Vec::new());
                }
                if bigram_last[id] != d as u32 + 1 {
                    push_varint(
                        &mut bigram_postings[id],
                        (d as u32 + 1 - bigram_last[id]) as u64,
                    );
                    bigram_last[id] = d as u32 + 1;
                }
            }
            doc_len.push(toks.len() as u32);
        }
        postings.iter_mut().for_each(|p| p.shrink_to_fit());
        bigram_postings.iter_mut().for_each(|p| p.shrink_to_fit());
        let total: u64 = doc_len.iter().map(|l| *l as u64).sum();
        let avg = total as f32 / doc_len.len().max(1) as f32;
        TextIndex {
            lex,
            cache,
            postings,
            bigrams,
            bigram_postings,
            df,
            norm: doc_len
                .iter()
                .map(|l| K1 * (1.0 - B + B * *l as f32 / avg))
                .collect(),
        }
    }

    pub fn term(&self, token: &str) -> u32 {
        self.lex.get(token)
    }

    pub fn postings(&self, term: u32) -> Postings<'_> {
        let bytes = self.postings.get(term as usize).map_or(&[][..], |p| &p[..]);
        Postings {
            bytes,
            pos: 0,
            doc: 0,
        }
    }

    pub fn df(&self, term: u32) -> u32 {
        self.df.get(term as usize).copied().unwrap_or(0)
    }

    /// Candidates whose resume has `term`.
    pub fn bits(&self, term: u32) -> Bits {
        let mut b = Bits::zeros(self.norm.len());
        for (d, _) in self.postings(term) {
            b.set(d as usize);
        }
        b
    }

    /// Candidates whose resume has token `a` directly followed by `b`.
    pub fn bigram_bits(&self, a: u32, b: u32) -> Bits {
        let mut bits = Bits::zeros(self.norm.len());
        let Some(id) = self.bigrams.get(&pair(a, b)) else {
            return bits;
        };
        let mut it = Postings {
            bytes: &self.bigram_postings[*id as usize],
            pos: 0,
            doc: 0,
        };
        while let Some(gap) = it.next_raw() {
            it.doc += gap as u32;
            bits.set(it.doc as usize - 1);
        }
        bits
    }

    /// Adds `weight` times the BM25 contribution of `term` to each doc's score.
    pub fn add_bm25(&self, term: u32, weight: f32, scores: &mut [f32]) {
        let n = self.norm.len() as f32;
        let df = self.df(term) as f32;
        if df == 0.0 {
            return;
        }
        let idf = (1.0 + (n - df + 0.5) / (df + 0.5)).ln() * weight;
        for (d, tf) in self.postings(term) {
            let tf = tf as f32;
            if let (Some(s), Some(norm)) = (scores.get_mut(d as usize), self.norm.get(d as usize)) {
                *s += idf * tf * (K1 + 1.0) / (tf + norm);
            }
        }
    }

    /// The token stream of one resume, regenerated (for phrase checks).
    pub fn doc_tokens(&self, cand: &Cand) -> Vec<u32> {
        let edu = EduPlan::of(cand.seed);
        let mut sink = ReadSink {
            index: self,
            out: Vec::with_capacity(1024),
            len: 0,
        };
        Writer::new(&mut sink, cand, &edu).write();
        sink.out
    }

    /// Approximate heap bytes held (for the benchmark).
    pub fn heap_bytes(&self) -> usize {
        self.postings
            .iter()
            .map(|p| p.capacity() + 24)
            .sum::<usize>()
            + self.norm.len() * 4
            + self.df.len() * 4
            + self.cache.tokens.len() * 4
            + self.cache.ranges.len() * 40
            + self.lex.len() * 48
    }
}
