//! Per-state values (Grundy values, remoteness) stored as narrowly as their bound allows.

use super::budget::{alloc_zeroed, TableError};

/// Per-state small unsigned values, stored as narrowly as the pile sum allows.
#[derive(Clone, Debug)]
pub enum Values {
    U8(Vec<u8>),
    U16(Vec<u16>),
    U32(Vec<u32>),
}

impl Values {
    /// Bytes per value needed for values up to `max` plus one spare sentinel.
    pub fn width(max: u64) -> Option<u64> {
        if max < u64::from(u8::MAX) {
            Some(1)
        } else if max < u64::from(u16::MAX) {
            Some(2)
        } else if max < u64::from(u32::MAX) {
            Some(4)
        } else {
            None
        }
    }

    pub fn zeroed(width: u64, n: u64) -> Result<Self, TableError> {
        Ok(match width {
            1 => Values::U8(alloc_zeroed(n)?),
            2 => Values::U16(alloc_zeroed(n)?),
            _ => Values::U32(alloc_zeroed(n)?),
        })
    }

    #[inline]
    pub fn get(&self, i: u64) -> u64 {
        let i = i as usize;
        match self {
            Values::U8(v) => u64::from(v[i]),
            Values::U16(v) => u64::from(v[i]),
            Values::U32(v) => u64::from(v[i]),
        }
    }

    #[inline]
    pub fn set(&mut self, i: u64, x: u64) {
        let i = i as usize;
        match self {
            Values::U8(v) => v[i] = x as u8,
            Values::U16(v) => v[i] = x as u16,
            Values::U32(v) => v[i] = x as u32,
        }
    }

    pub fn max(&self) -> u64 {
        match self {
            Values::U8(v) => v.iter().copied().max().map_or(0, u64::from),
            Values::U16(v) => v.iter().copied().max().map_or(0, u64::from),
            Values::U32(v) => v.iter().copied().max().map_or(0, u64::from),
        }
    }
}

/// Fixed-width value cell of the Grundy and remoteness sweeps.
pub trait Cell: Copy + Ord + Default {
    const INF: Self;
    fn from_u64(x: u64) -> Self;
    fn to_u64(self) -> u64;
}

macro_rules! cell {
    ($t:ty) => {
        impl Cell for $t {
            const INF: Self = <$t>::MAX;
            #[inline(always)]
            fn from_u64(x: u64) -> Self {
                x as $t
            }
            #[inline(always)]
            fn to_u64(self) -> u64 {
                u64::from(self)
            }
        }
    };
}
cell!(u8);
cell!(u16);
cell!(u32);
