//! The number of legal moves, exactly, however large. An Edge-Nim vertex with eleven edges of
//! 100 tokens has 101^11 − 1 ≈ 1.1·10^22 moves, past 64 bits; a count that saturated there
//! was shown as "about 1.8·10^19", a number of no position. The solver's answer counts in a
//! machine word that says when it overflows ([`Tally`] for `u64`), which keeps big numbers out
//! of the page's first download; past it, the CLI, the Python package and the page's tools
//! module count here. The counts are sums of products
//! of token counts, so a plain little-endian array of 32-bit limbs with multiplication by a
//! machine word, addition and subtraction is all they need (about 100 lines, where a big-number
//! crate would bring division, parsing and formatting the page never uses).

use std::fmt;

/// A whole number of any size (a count of moves).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct MoveCount {
    /// Little-endian base-2^32 digits, without high zero limbs (zero is empty).
    limbs: Vec<u32>,
}

impl MoveCount {
    /// Zero.
    pub fn zero() -> MoveCount {
        MoveCount::default()
    }

    /// `n`.
    pub fn from_u64(n: u64) -> MoveCount {
        let mut count = MoveCount { limbs: vec![n as u32, (n >> 32) as u32] };
        count.trim();
        count
    }

    fn trim(&mut self) {
        while self.limbs.last() == Some(&0) {
            self.limbs.pop();
        }
    }

    /// The number, when it fits in 64 bits.
    pub fn to_u64(&self) -> Option<u64> {
        match self.limbs[..] {
            [] => Some(0),
            [low] => Some(u64::from(low)),
            [low, high] => Some(u64::from(low) | u64::from(high) << 32),
            _ => None,
        }
    }

    /// Multiplies by `factor`.
    pub fn mul_u64(&mut self, factor: u64) {
        let mut carry = 0u128;
        for limb in &mut self.limbs {
            let product = u128::from(*limb) * u128::from(factor) + carry;
            *limb = product as u32;
            carry = product >> 32;
        }
        while carry > 0 {
            self.limbs.push(carry as u32);
            carry >>= 32;
        }
        self.trim();
    }

    /// Multiplies by `factor`, a count too.
    pub fn mul(&mut self, factor: &MoveCount) {
        let mut product = vec![0u32; self.limbs.len() + factor.limbs.len()];
        for (i, &a) in self.limbs.iter().enumerate() {
            let mut carry = 0u64;
            for (j, &b) in factor.limbs.iter().enumerate() {
                let sum = u64::from(a) * u64::from(b) + u64::from(product[i + j]) + carry;
                product[i + j] = sum as u32;
                carry = sum >> 32;
            }
            product[i + factor.limbs.len()] = carry as u32;
        }
        self.limbs = product;
        self.trim();
    }

    /// Adds `other`.
    pub fn add(&mut self, other: &MoveCount) {
        if self.limbs.len() < other.limbs.len() {
            self.limbs.resize(other.limbs.len(), 0);
        }
        let mut carry = 0u64;
        for (i, limb) in self.limbs.iter_mut().enumerate() {
            let sum = u64::from(*limb) + u64::from(other.limbs.get(i).copied().unwrap_or(0)) + carry;
            *limb = sum as u32;
            carry = sum >> 32;
            if carry == 0 && i >= other.limbs.len() {
                break;
            }
        }
        if carry > 0 {
            self.limbs.push(carry as u32);
        }
    }

    /// Adds `n`.
    pub fn add_u64(&mut self, n: u64) {
        self.add(&MoveCount::from_u64(n));
    }

    /// `self − other`, or `None` when `other` is larger.
    pub fn checked_sub(&self, other: &MoveCount) -> Option<MoveCount> {
        if other.limbs.len() > self.limbs.len() {
            return None;
        }
        let mut limbs = self.limbs.clone();
        let mut borrow = 0i64;
        for (i, limb) in limbs.iter_mut().enumerate() {
            let mut difference =
                i64::from(*limb) - i64::from(other.limbs.get(i).copied().unwrap_or(0)) - borrow;
            borrow = i64::from(difference < 0);
            difference += borrow << 32;
            *limb = difference as u32;
        }
        if borrow != 0 {
            return None;
        }
        let mut difference = MoveCount { limbs };
        difference.trim();
        Some(difference)
    }

    /// `self − n`, or `None` when `n` is larger.
    pub fn checked_sub_u64(&self, n: u64) -> Option<MoveCount> {
        self.checked_sub(&MoveCount::from_u64(n))
    }

    /// Its base-10 logarithm, to about 15 digits (−∞ for zero): the size of a count too
    /// large to write out, "about 1.1·10^22".
    pub fn log10(&self) -> f64 {
        // The top three limbs hold at least 64 significant bits, more than an f64's 53.
        let top = self.limbs.len().saturating_sub(3);
        let leading =
            self.limbs[top..].iter().rev().fold(0f64, |n, &limb| n * 4_294_967_296.0 + f64::from(limb));
        leading.log10() + (32 * top) as f64 * std::f64::consts::LOG10_2
    }
}

/// What a count of moves is built with: a machine word that says when it overflows ([`u64`],
/// the solver's answer: the page's first download holds no big numbers) or a count of any
/// size ([`MoveCount`]). Every step returns `None` when the result does not fit.
pub trait Tally: Sized + Clone {
    /// `n`.
    fn of(n: u64) -> Self;
    /// `self · n`.
    fn times(self, n: u64) -> Option<Self>;
    /// `self + other`.
    fn plus(self, other: &Self) -> Option<Self>;
    /// `self − other` (`None` below zero).
    fn minus(self, other: &Self) -> Option<Self>;
}

impl Tally for u64 {
    fn of(n: u64) -> Self {
        n
    }
    fn times(self, n: u64) -> Option<Self> {
        self.checked_mul(n)
    }
    fn plus(self, other: &Self) -> Option<Self> {
        self.checked_add(*other)
    }
    fn minus(self, other: &Self) -> Option<Self> {
        self.checked_sub(*other)
    }
}

impl Tally for MoveCount {
    fn of(n: u64) -> Self {
        MoveCount::from_u64(n)
    }
    fn times(mut self, n: u64) -> Option<Self> {
        self.mul_u64(n);
        Some(self)
    }
    fn plus(mut self, other: &Self) -> Option<Self> {
        self.add(other);
        Some(self)
    }
    fn minus(self, other: &Self) -> Option<Self> {
        self.checked_sub(other)
    }
}

impl From<u64> for MoveCount {
    fn from(n: u64) -> Self {
        MoveCount::from_u64(n)
    }
}

/// Every decimal digit (the Python package turns them into an exact integer).
impl fmt::Display for MoveCount {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Repeated division by 10^9 leaves base-10^9 digits, least significant first.
        let mut rest = self.limbs.clone();
        let mut chunks = Vec::new();
        while !rest.is_empty() {
            let mut remainder = 0u64;
            for limb in rest.iter_mut().rev() {
                let value = remainder << 32 | u64::from(*limb);
                *limb = (value / 1_000_000_000) as u32;
                remainder = value % 1_000_000_000;
            }
            chunks.push(remainder as u32);
            while rest.last() == Some(&0) {
                rest.pop();
            }
        }
        match chunks.split_last() {
            None => write!(f, "0"),
            Some((first, others)) => {
                write!(f, "{first}")?;
                others.iter().rev().try_for_each(|chunk| write!(f, "{chunk:09}"))
            }
        }
    }
}
