//! Bitsets of the box, one bit per state, stored a row (the line along axis 0) at a time.

/// How rows of the innermost axis are laid out in a bitset.
///
/// Short rows are packed with a power-of-two stride so that a row never straddles a word;
/// long rows are padded to whole words.
#[derive(Clone, Debug)]
pub struct RowLayout {
    /// Positions per row (length of axis 0).
    pub len: u64,
    /// Number of rows.
    pub rows: u64,
    /// Bits reserved per row: a power of two ≤ 64, or a multiple of 64.
    pub bits: u64,
    /// Words per row when `bits ≥ 64`, else 0 (packed).
    pub wpr: usize,
    /// Mask of the valid positions in a packed row, or in the last word of a wide row.
    pub mask: u64,
    /// Words in one bitset.
    pub words: u64,
}

impl RowLayout {
    pub fn new(len: u64, rows: u64) -> Option<Self> {
        let len = len.max(1);
        let bits = if len <= 64 { len.next_power_of_two() } else { len.div_ceil(64).checked_mul(64)? };
        let wpr = if bits >= 64 { usize::try_from(bits / 64).ok()? } else { 0 };
        let rem = if len <= 64 { len } else { len % 64 };
        let mask = if rem == 0 || rem == 64 { !0 } else { (1u64 << rem) - 1 };
        let words = rows.checked_mul(bits)?.div_ceil(64);
        Some(RowLayout { len, rows, bits, wpr, mask, words })
    }

    /// Reads a packed row (`wpr == 0` or single-word rows).
    #[inline(always)]
    pub fn get(&self, w: &[u64], r: u64) -> u64 {
        let pos = r * self.bits;
        (w[(pos >> 6) as usize] >> (pos & 63)) & self.mask
    }

    /// Overwrites a packed row.
    #[inline(always)]
    pub fn put(&self, w: &mut [u64], r: u64, v: u64) {
        let pos = r * self.bits;
        let sh = pos & 63;
        let i = (pos >> 6) as usize;
        w[i] = (w[i] & !(self.mask << sh)) | (v << sh);
    }

    /// Bit at `(row, x)`.
    #[inline]
    pub fn bit(&self, w: &[u64], r: u64, x: u64) -> bool {
        let pos = r * self.bits + x;
        (w[(pos >> 6) as usize] >> (pos & 63)) & 1 == 1
    }

    /// Rows `[lo, hi)` enclosing every set bit, or `None` when no bit is set.
    pub fn span(&self, w: &[u64]) -> Option<(u64, u64)> {
        let first = w.iter().position(|&x| x != 0)? as u64;
        let last = w.iter().rposition(|&x| x != 0).unwrap_or(0) as u64;
        Some(if self.wpr == 0 {
            let per = 64 / self.bits;
            (first * per, ((last + 1) * per).min(self.rows))
        } else {
            let wpr = self.wpr as u64;
            (first / wpr, last / wpr + 1)
        })
    }

    /// Number of words wholly before row `r`.
    pub fn words_before(&self, r: u64) -> usize {
        ((r * self.bits) / 64) as usize
    }

    /// Sets the valid positions of every row (padding stays clear).
    pub fn fill_ones(&self, w: &mut [u64]) {
        if self.wpr == 0 {
            let mut word = 0u64;
            let per = 64 / self.bits;
            for k in 0..per {
                word |= self.mask << (k * self.bits);
            }
            let total_bits = self.rows * self.bits;
            for (i, x) in w.iter_mut().enumerate() {
                let start = i as u64 * 64;
                *x = if start + 64 <= total_bits {
                    word
                } else if start < total_bits {
                    word & ((1u64 << (total_bits - start)) - 1)
                } else {
                    0
                };
            }
        } else {
            for row in w.chunks_mut(self.wpr) {
                row.fill(!0);
                if let Some(l) = row.last_mut() {
                    *l = self.mask;
                }
            }
        }
    }
}

/// Position of the lowest set bit of a multi-word row.
pub(crate) fn first_bit(v: &[u64]) -> Option<u64> {
    v.iter().position(|&x| x != 0).map(|k| k as u64 * 64 + u64::from(v[k].trailing_zeros()))
}

/// Clears the row except for bit `pos`.
pub(crate) fn only_bit(v: &mut [u64], pos: u64) {
    v.fill(0);
    v[(pos / 64) as usize] = 1u64 << (pos % 64);
}
