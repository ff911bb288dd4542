//! Sets of Grundy values, `W` words each, as the single Grundy sweeps of both games keep
//! them, and the ring of rows they live in.

/// Makes `dst` the union of `sources` (each as long as `dst`), or empty when there are none;
/// returns whether there was any source. The first source is copied rather than ORed into
/// a cleared `dst`: most states have one or two children per set.
#[inline]
pub(crate) fn union_into<'a>(dst: &mut [u64], sources: impl IntoIterator<Item = &'a [u64]>) -> bool {
    let mut any = false;
    for src in sources {
        if any {
            for (d, &s) in dst.iter_mut().zip(src) {
                *d |= s;
            }
        } else {
            dst.copy_from_slice(src);
            any = true;
        }
    }
    if !any {
        dst.fill(0);
    }
    any
}

/// The least value in neither `a` nor `b`. Values are at most the token sum, below `64·W`,
/// so some word has a clear bit.
#[inline]
pub(crate) fn mex<const W: usize>(a: &[u64], b: &[u64; W]) -> usize {
    for w in 0..W {
        let word = a[w] | b[w];
        if word != !0 {
            return w * 64 + (!word).trailing_zeros() as usize;
        }
    }
    64 * W
}

/// Adds `value` to the set `set`.
#[inline]
pub(crate) fn insert(set: &mut [u64], value: usize) {
    set[value / 64] |= 1u64 << (value % 64);
}

/// The ring slot `back` rows before `slot` in a ring of `len` rows. The row strides are
/// below the ring's length, so a child is at most one lap back.
#[inline]
pub(crate) fn ring_back(slot: usize, len: usize, back: usize) -> usize {
    if slot >= back {
        slot - back
    } else {
        slot + len - back
    }
}
