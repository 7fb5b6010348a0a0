//! Stableford points: two for a net par, one more for each stroke under, one
//! fewer for each over, none for a net double bogey or a hole not finished.

pub fn stableford(par: u8, strokes_received: i32, gross: Option<u8>) -> u32 {
    match gross {
        None => 0,
        Some(g) => {
            let net = g as i32 - strokes_received;
            (2 + par as i32 - net).max(0) as u32
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn points() {
        assert_eq!(stableford(4, 0, Some(4)), 2);
        assert_eq!(stableford(4, 1, Some(4)), 3);
        assert_eq!(stableford(5, 2, Some(5)), 4);
        assert_eq!(stableford(3, 0, Some(5)), 0);
        assert_eq!(stableford(3, 0, Some(9)), 0);
        assert_eq!(stableford(4, 1, None), 0);
    }
}
