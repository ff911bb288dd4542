//! The mixed-radix counter, written once: the table engines walk their boxes with it and the
//! move lists walk every vector of amounts with it.

/// Steps `digits` to the next vector in mixed radix, lowest digit first, digit `i` running
/// over `0..radix[i]`. Returns `false` when it wraps around from the last vector back to all
/// zeros. Digits without a radix (the longer slice's tail) are left alone.
#[inline]
pub fn step(digits: &mut [u64], radix: &[u64]) -> bool {
    for (d, &r) in digits.iter_mut().zip(radix) {
        *d += 1;
        if *d < r {
            return true;
        }
        *d = 0;
    }
    false
}

#[cfg(test)]
mod tests {
    use super::step;

    #[test]
    fn visits_every_vector_once_in_order() {
        let radix = [2, 3];
        let mut d = [0, 0];
        let mut seen = vec![d];
        while step(&mut d, &radix) {
            seen.push(d);
        }
        assert_eq!(seen, [[0, 0], [1, 0], [0, 1], [1, 1], [0, 2], [1, 2]]);
        assert_eq!(d, [0, 0], "wraps back to zero");
    }

    #[test]
    fn an_empty_counter_has_one_vector() {
        assert!(!step(&mut [], &[]));
    }
}
