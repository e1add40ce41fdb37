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
    /// Per term: starts with a digit (dates, counts); such terms get no bigrams.
    numeric: Vec<bool>,
}

impl Lexicon {
    fn intern(&mut self, t: &str) -> u32 {
        if let Some(id) = self.ids.get(t) {
            return *id;
        }
        let id = self.ids.len() as u32;
        self.ids.insert(t.into(), id);
        self.numeric
            .push(t.starts_with(|c: char| c.is_ascii_digit()));
        id
    }

    /// Whether the pair `a b` has bigram postings: pairs with a number
    /// ("jun 2024", "by 35") are left out, they are a quarter of all pairs
    /// and nobody phrase-searches them (a query that does is checked by hand).
    pub fn pair_indexed(&self, a: u32, b: u32) -> bool {
        let num = |t: u32| self.numeric.get(t as usize).copied().unwrap_or(true);
        !num(a) && !num(b)
    }

    pub fn get(&self, t: &str) -> u32 {
        self.ids.get(t).copied().unwrap_or(UNKNOWN)
    }

    pub fn len(&self) -> usize {
        self.ids.len()
    }
}

/// Token and bigram ids of one static piece (ranges into [`PieceCache`]).
#[derive(Clone, Copy)]
struct Piece {
    tokens: (u32, u32),
    pairs: (u32, u32),
}

/// Tokens of each static piece, keyed by the piece's address and length, so
/// regenerating a resume as tokens never re-scans its characters; and the
/// piece's inner bigrams, so the build looks up only the pairs across pieces.
#[derive(Default)]
struct PieceCache {
    ranges: FxMap<(usize, usize), Piece>,
    /// A direct-mapped front for `ranges`: most lookups end here, which keeps
    /// unoptimised (debug) builds of the CLI fast enough.
    front: Vec<((usize, usize), Piece)>,
    tokens: Vec<u32>,
    pairs: Vec<u32>,
}

const FRONT_SLOTS: usize = 4096;

impl PieceCache {
    fn slot(key: (usize, usize)) -> usize {
        ((key.0 >> 3) ^ key.1.wrapping_mul(0x9e37)) & (FRONT_SLOTS - 1)
    }

    /// The cached piece for `key`, through the front when it can.
    fn get(&mut self, key: (usize, usize)) -> Option<Piece> {
        if self.front.is_empty() {
            let empty = Piece {
                tokens: (0, 0),
                pairs: (0, 0),
            };
            self.front = vec![((0, 0), empty); FRONT_SLOTS];
        }
        let slot = Self::slot(key);
        if self.front[slot].0 == key {
            return Some(self.front[slot].1);
        }
        let piece = *self.ranges.get(&key)?;
        self.front[slot] = (key, piece);
        Some(piece)
    }
}

/// Bigram ids: adjacent token pairs.
#[derive(Default)]
struct Pairs {
    ids: FxMap<u64, u32>,
}

impl Pairs {
    fn id(&mut self, a: u32, b: u32) -> u32 {
        let next = self.ids.len() as u32;
        *self.ids.entry(pair(a, b)).or_insert(next)
    }
}

/// Builds the index: interns new tokens and bigrams as it goes.
struct BuildSink<'a> {
    lex: &'a mut Lexicon,
    pairs: &'a mut Pairs,
    cache: &'a mut PieceCache,
    out: &'a mut Vec<u32>,
    pair_out: &'a mut Vec<u32>,
    len: usize,
}

impl BuildSink<'_> {
    /// Tokenizes and caches a piece seen for the first time.
    fn learn(&mut self, key: (usize, usize), s: &str) -> Piece {
        let c = &mut *self.cache;
        let (t0, p0) = (c.tokens.len() as u32, c.pairs.len() as u32);
        let lex = &mut *self.lex;
        text::tokenize(s, |t| c.tokens.push(lex.intern(t)));
        for k in t0 as usize + 1..c.tokens.len() {
            let (a, b) = (c.tokens[k - 1], c.tokens[k]);
            if lex.pair_indexed(a, b) {
                c.pairs.push(self.pairs.id(a, b));
            }
        }
        let piece = Piece {
            tokens: (t0, c.tokens.len() as u32),
            pairs: (p0, c.pairs.len() as u32),
        };
        c.ranges.insert(key, piece);
        piece
    }

    fn push_token(&mut self, t: u32) {
        if let Some(&prev) = self.out.last() {
            if self.lex.pair_indexed(prev, t) {
                self.pair_out.push(self.pairs.id(prev, t));
            }
        }
        self.out.push(t);
    }
}

impl Sink for BuildSink<'_> {
    fn lit(&mut self, s: &'static str) {
        self.len += s.len();
        let key = (s.as_ptr() as usize, s.len());
        let piece = match self.cache.get(key) {
            Some(p) => p,
            None => self.learn(key, s),
        };
        let (a, b) = (piece.tokens.0 as usize, piece.tokens.1 as usize);
        if a == b {
            return;
        }
        self.push_token(self.cache.tokens[a]);
        self.out.extend_from_slice(&self.cache.tokens[a + 1..b]);
        let (pa, pb) = (piece.pairs.0 as usize, piece.pairs.1 as usize);
        self.pair_out.extend_from_slice(&self.cache.pairs[pa..pb]);
    }

    fn dynamic(&mut self, s: &str) {
        self.len += s.len();
        let lex = &mut *self.lex;
        text::tokenize(s, |t| {
            let id = lex.intern(t);
            if let Some(&prev) = self.out.last() {
                if lex.pair_indexed(prev, id) {
                    self.pair_out.push(self.pairs.id(prev, id));
                }
            }
            self.out.push(id);
        });
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
            Some(p) => self.out.extend_from_slice(
                &self.index.cache.tokens[p.tokens.0 as usize..p.tokens.1 as usize],
            ),
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
        if !self.n.is_multiple_of(64) {
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

/// LEB128: seven bits a byte, high bit set while more follow.
fn push_varint(out: &mut Vec<u8>, mut v: u64) {
    while v >= 0x80 {
        out.push((v as u8) | 0x80);
        v >>= 7;
    }
    out.push(v as u8);
}

/// Postings under construction: per key, varint `(gap << 4 | tf)` (terms)
/// or varint gaps from doc+1 (bigrams, see [`Lists::add_once`]).
#[derive(Default)]
struct Lists {
    bytes: Vec<Vec<u8>>,
    /// Last doc plus one each key was added for (0: never).
    last: Vec<u32>,
    df: Vec<u32>,
}

impl Lists {
    fn grow(&mut self, key: u32) {
        if key as usize >= self.bytes.len() {
            let len = key as usize + 1;
            self.bytes.resize_with(len, Vec::new);
            self.last.resize(len, 0);
            self.df.resize(len, 0);
        }
    }

    /// A term posting: gap from the previous doc (0 for the first, which
    /// decodes from doc 0), and the capped frequency.
    fn add(&mut self, key: u32, doc: u32, tf: u64) {
        self.grow(key);
        let k = key as usize;
        let prev = self.last[k].saturating_sub(1);
        push_varint(&mut self.bytes[k], ((doc - prev) as u64) << 4 | tf);
        self.last[k] = doc + 1;
        self.df[k] += 1;
    }

    /// A doc for a key without frequency, once per doc: gaps count from
    /// "doc + 1", so every gap is at least 1.
    fn add_once(&mut self, key: u32, doc: u32) {
        self.grow(key);
        let k = key as usize;
        if self.last[k] != doc + 1 {
            push_varint(&mut self.bytes[k], (doc + 1 - self.last[k]) as u64);
            self.last[k] = doc + 1;
            self.df[k] += 1;
        }
    }

    fn finish(self) -> Vec<Vec<u8>> {
        let mut bytes = self.bytes;
        bytes.iter_mut().for_each(|b| b.shrink_to_fit());
        bytes
    }
}

/// The docs of a gap list written by [`Lists::add_once`].
fn gap_bits(bytes: &[u8], n: usize) -> Bits {
    let mut bits = Bits::zeros(n);
    let mut it = Postings {
        bytes,
        pos: 0,
        doc: 0,
    };
    while let Some(gap) = it.next_raw() {
        it.doc += gap as u32;
        if let Some(d) = (it.doc as usize).checked_sub(1).filter(|d| *d < n) {
            bits.set(d);
        }
    }
    bits
}

/// The final document lists of the bigrams. A pair's documents are a subset
/// of each word's; when they are all of one word's (most pairs inside a
/// template), the pair just points at that word's postings.
fn bigram_docs(pairs: &Pairs, lists: Lists, term_df: &[u32], n: usize) -> Vec<DocList> {
    let mut words = vec![(0u32, 0u32); pairs.ids.len()];
    for (key, id) in &pairs.ids {
        words[*id as usize] = ((key >> 32) as u32, *key as u32);
    }
    let df = lists.df.clone();
    lists
        .finish()
        .into_iter()
        .enumerate()
        .map(|(id, bytes)| {
            let (a, b) = words[id];
            if df[id] == term_df[a as usize] {
                DocList::SameAs(a)
            } else if df[id] == term_df[b as usize] {
                DocList::SameAs(b)
            } else {
                DocList::new(bytes, n)
            }
        })
        .collect()
}

/// The documents of one bigram: the same as one of its words', gap-encoded
/// when sparse, or a bitset when that is smaller (common pairs such as
/// "years of" are in nearly every resume).
enum DocList {
    SameAs(u32),
    Sparse(Vec<u8>),
    Dense(Bits),
}

impl DocList {
    fn new(bytes: Vec<u8>, n: usize) -> DocList {
        if bytes.len() < n / 8 {
            DocList::Sparse(bytes)
        } else {
            DocList::Dense(gap_bits(&bytes, n))
        }
    }

    fn heap_bytes(&self) -> usize {
        match self {
            DocList::SameAs(_) => 32,
            DocList::Sparse(b) => b.capacity() + 24,
            DocList::Dense(b) => b.words.capacity() * 8 + 32,
        }
    }
}

/// The finished index.
pub struct TextIndex {
    lex: Lexicon,
    cache: PieceCache,
    postings: Vec<Vec<u8>>,
    /// Adjacent token pairs, so a two-word phrase is answered from postings.
    bigrams: Pairs,
    /// Per bigram: the documents that have it.
    bigram_docs: Vec<DocList>,
    df: Vec<u32>,
    /// BM25 length normalisation per document: `k1 * (1 - b + b * len / avg)`.
    norm: Vec<f32>,
}

const K1: f32 = 1.2;
const B: f32 = 0.75;

impl TextIndex {
    /// Tokenizes every resume once and writes the postings.
    pub fn build(cands: &[Cand]) -> TextIndex {
        let n = cands.len();
        let mut lex = Lexicon::default();
        let mut pairs = Pairs::default();
        let mut cache = PieceCache::default();
        let mut terms = Lists::default();
        let mut bigram_lists = Lists::default();
        let mut counts: Vec<u16> = Vec::new();
        let mut touched: Vec<u32> = Vec::new();
        let mut toks: Vec<u32> = Vec::with_capacity(1024);
        let mut pair_toks: Vec<u32> = Vec::with_capacity(1024);
        let mut doc_len: Vec<u32> = Vec::with_capacity(n);
        for (d, c) in cands.iter().enumerate() {
            toks.clear();
            pair_toks.clear();
            let edu = EduPlan::of(c.seed);
            let mut sink = BuildSink {
                lex: &mut lex,
                pairs: &mut pairs,
                cache: &mut cache,
                out: &mut toks,
                pair_out: &mut pair_toks,
                len: 0,
            };
            Writer::new(&mut sink, c, &edu).write();
            if lex.len() > counts.len() {
                counts.resize(lex.len(), 0);
            }
            for &t in &toks {
                if counts[t as usize] == 0 {
                    touched.push(t);
                }
                counts[t as usize] = counts[t as usize].saturating_add(1);
            }
            for &t in &touched {
                terms.add(t, d as u32, counts[t as usize].min(15) as u64);
                counts[t as usize] = 0;
            }
            touched.clear();
            for &p in &pair_toks {
                bigram_lists.add_once(p, d as u32);
            }
            doc_len.push(toks.len() as u32);
        }
        let total: u64 = doc_len.iter().map(|l| *l as u64).sum();
        let avg = total as f32 / doc_len.len().max(1) as f32;
        let df = terms.df.clone();
        let bigram_docs = bigram_docs(&pairs, bigram_lists, &df, n);
        TextIndex {
            lex,
            cache,
            df,
            postings: terms.finish(),
            bigram_docs,
            bigrams: pairs,
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

    /// Whether [`TextIndex::bigram_bits`] is exact for this pair.
    pub fn pair_indexed(&self, a: u32, b: u32) -> bool {
        self.lex.pair_indexed(a, b)
    }

    /// Candidates whose resume has token `a` directly followed by `b` (for an
    /// indexed pair).
    pub fn bigram_bits(&self, a: u32, b: u32) -> Bits {
        match self
            .bigrams
            .ids
            .get(&pair(a, b))
            .map(|id| &self.bigram_docs[*id as usize])
        {
            Some(DocList::SameAs(term)) => self.bits(*term),
            Some(DocList::Sparse(bytes)) => gap_bits(bytes, self.norm.len()),
            Some(DocList::Dense(bits)) => bits.clone(),
            None => Bits::zeros(self.norm.len()),
        }
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

    /// (term postings bytes, bigram list bytes, distinct bigrams), for the benchmark.
    pub fn sizes(&self) -> (usize, usize, usize) {
        (
            self.postings.iter().map(|p| p.len()).sum(),
            self.bigram_docs.iter().map(DocList::heap_bytes).sum(),
            self.bigrams.ids.len(),
        )
    }

    /// Approximate heap bytes held (for the benchmark).
    pub fn heap_bytes(&self) -> usize {
        let lists = |v: &[Vec<u8>]| v.iter().map(|p| p.capacity() + 24).sum::<usize>();
        lists(&self.postings)
            + self
                .bigram_docs
                .iter()
                .map(DocList::heap_bytes)
                .sum::<usize>()
            + self.bigrams.ids.capacity() * 24
            + self.lex.ids.capacity() * 40
            + (self.norm.len() + self.df.len() + self.cache.tokens.len() + self.cache.pairs.len())
                * 4
            + self.cache.ranges.capacity() * 40
    }
}

#[cfg(test)]
mod tests {
    use super::super::pool::tests::POOL;
    use super::*;

    /// Every kind of list (sparse, dense, aliased to a word) answers exactly
    /// what the token streams say.
    #[test]
    fn postings_match_the_token_streams() {
        let ix = POOL.index();
        let docs: Vec<Vec<u32>> = POOL.cands.iter().map(|c| ix.doc_tokens(c)).collect();
        let n = docs.len();
        let mut kinds = [0; 3];
        let sample: Vec<(u32, u32)> = docs[..40]
            .iter()
            .flat_map(|d| d.windows(2).step_by(7).map(|w| (w[0], w[1])))
            .collect();
        // Brute force in one pass: the docs of every sampled word and pair.
        let mut want_terms: FxMap<u32, Bits> = FxMap::default();
        let mut want_pairs: FxMap<(u32, u32), Bits> = FxMap::default();
        for (a, b) in &sample {
            want_terms.insert(*a, Bits::zeros(n));
            want_pairs.insert((*a, *b), Bits::zeros(n));
        }
        for (i, d) in docs.iter().enumerate() {
            for (k, t) in d.iter().enumerate() {
                if let Some(bits) = want_terms.get_mut(t) {
                    bits.set(i);
                }
                if let Some(bits) = d.get(k + 1).and_then(|u| want_pairs.get_mut(&(*t, *u))) {
                    bits.set(i);
                }
            }
        }
        for (a, b) in sample {
            assert_eq!(ix.bits(a), want_terms[&a]);
            if ix.pair_indexed(a, b) {
                assert_eq!(ix.bigram_bits(a, b), want_pairs[&(a, b)]);
                let id = ix.bigrams.ids[&pair(a, b)] as usize;
                kinds[match ix.bigram_docs[id] {
                    DocList::SameAs(_) => 0,
                    DocList::Sparse(_) => 1,
                    DocList::Dense(_) => 2,
                }] += 1;
            }
        }
        assert!(kinds.iter().all(|k| *k > 0), "{kinds:?}");
    }

    #[test]
    fn bits_operations() {
        let mut a = Bits::ones(70);
        assert_eq!(a.count(), 70);
        a.not();
        assert_eq!(a.count(), 0);
        a.set(3);
        a.set(69);
        let mut b = Bits::zeros(70);
        b.set(69);
        b.or(&a);
        assert_eq!(b.count(), 2);
        b.and(&Bits::zeros(70));
        assert_eq!(b.count(), 0);
    }
}
