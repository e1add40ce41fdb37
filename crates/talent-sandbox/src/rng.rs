//! A tiny seeded generator (SplitMix64) and keyed bijections for ids.
//!
//! Our own code rather than `rand`, so the talent pool a seed produces never
//! changes with a crate upgrade: saved sandbox states and test snapshots stay valid.

/// SplitMix64: fast, statistically fine for synthetic data, and trivially forkable.
#[derive(Debug, Clone)]
pub struct Rng(u64);

/// SplitMix64's increment, 2^64 / φ.
pub const GOLDEN: u64 = 0x9E37_79B9_7F4A_7C15;

/// The SplitMix64 finaliser: a good 64-bit mixer (also used as a hash).
pub fn mix64(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(mix64(seed ^ GOLDEN))
    }

    /// An independent stream for one purpose (`stream` names it), so adding a
    /// draw to one part of the generator never shifts what another part draws.
    pub fn fork(seed: u64, stream: u64) -> Rng {
        Rng::new(mix64(seed.wrapping_add(stream.wrapping_mul(GOLDEN))))
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(GOLDEN);
        mix64(self.0)
    }

    /// Uniform in `0..n` (`n > 0`), by multiply-shift (no modulo bias worth noting).
    pub fn below(&mut self, n: usize) -> usize {
        debug_assert!(n > 0);
        (((self.next_u64() >> 32) * n as u64) >> 32) as usize
    }

    /// Uniform in `lo..=hi`.
    pub fn range(&mut self, lo: i64, hi: i64) -> i64 {
        lo + self.below((hi - lo + 1) as usize) as i64
    }

    /// Uniform in `[0, 1)`.
    pub fn unit(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 * (1.0 / (1u64 << 53) as f64)
    }

    pub fn chance(&mut self, p: f64) -> bool {
        self.unit() < p
    }

    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }

    /// A copy of a uniformly chosen item.
    pub fn choose<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.below(items.len())]
    }

    /// An index drawn with the given relative weights.
    pub fn weighted(&mut self, weights: &[u32]) -> usize {
        let total: u32 = weights.iter().sum();
        let mut x = self.below(total as usize) as u32;
        for (i, w) in weights.iter().enumerate() {
            if x < *w {
                return i;
            }
            x -= w;
        }
        weights.len() - 1
    }
}

/// A keyed bijection on `bits`-bit integers: ids look random yet decode back to
/// the candidate index, so lookups need no map.
#[derive(Debug, Clone, Copy)]
pub struct Perm {
    bits: u32,
    key: u64,
}

const M1: u64 = 0xD6E8_FEB8_6659_FD93;
const M2: u64 = 0xA076_1D64_78BD_642F;

impl Perm {
    pub fn new(bits: u32, key: u64) -> Perm {
        Perm { bits, key }
    }

    fn mask(&self) -> u64 {
        if self.bits == 64 {
            u64::MAX
        } else {
            (1u64 << self.bits) - 1
        }
    }

    fn shift(&self) -> u32 {
        self.bits / 2 + 1
    }

    pub fn forward(&self, x: u64) -> u64 {
        let m = self.mask();
        let s = self.shift();
        let mut x = (x ^ self.key) & m;
        x = x.wrapping_mul(M1) & m;
        x ^= x >> s;
        x = x.wrapping_mul(M2) & m;
        x ^= x >> s;
        x ^ (self.key.rotate_left(17) & m)
    }

    pub fn inverse(&self, y: u64) -> u64 {
        let m = self.mask();
        let s = self.shift();
        let mut x = (y ^ (self.key.rotate_left(17) & m)) & m;
        x = unxorshift(x, s);
        x = x.wrapping_mul(mod_inverse(M2)) & m;
        x = unxorshift(x, s);
        x = x.wrapping_mul(mod_inverse(M1)) & m;
        (x ^ self.key) & m
    }
}

/// Inverts `x ^= x >> s` (with `s` at least half the width, one step suffices).
fn unxorshift(y: u64, s: u32) -> u64 {
    let mut x = y;
    for _ in 0..(64 / s + 1) {
        x = y ^ (x >> s);
    }
    x
}

/// The inverse of an odd number modulo 2^64 (Newton's iteration).
fn mod_inverse(a: u64) -> u64 {
    let mut inv = a;
    for _ in 0..6 {
        inv = inv.wrapping_mul(2u64.wrapping_sub(a.wrapping_mul(inv)));
    }
    inv
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn perm_round_trips() {
        for bits in [51, 64] {
            let p = Perm::new(bits, 0x1234_5678_9abc_def0);
            for x in (0..5000u64).chain([u32::MAX as u64, (1 << 50) + 7]) {
                let y = p.forward(x);
                assert!(bits == 64 || y < (1 << bits));
                assert_eq!(p.inverse(y), x, "bits {bits} x {x}");
            }
        }
    }

    #[test]
    fn same_seed_same_stream() {
        let a: Vec<u64> = (0..5).map(|_| Rng::new(7).next_u64()).collect();
        assert!(a.windows(2).all(|w| w[0] == w[1]));
        let mut r = Rng::new(7);
        let mut s = Rng::new(8);
        assert_ne!(r.next_u64(), s.next_u64());
    }

    #[test]
    fn below_stays_in_range() {
        let mut r = Rng::new(1);
        for n in 1..100 {
            assert!(r.below(n) < n);
        }
        assert_eq!(r.weighted(&[0, 5, 0]), 1);
    }
}
