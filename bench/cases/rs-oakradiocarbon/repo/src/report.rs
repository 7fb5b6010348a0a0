//! Results as the lab reports them (Stuiver & Polach 1977): ages rounded
//! to 10 years, or to 5 when the error is under 50; errors rounded up.

use crate::age::{conventional_age, Age};
use crate::measurement::{fraction_modern, Measurement};

fn round_to(x: f64, step: f64) -> i64 {
    ((x / step).round() * step) as i64
}

fn round_up_to(x: f64, step: f64) -> i64 {
    ((x / step).ceil() * step) as i64
}

/// The rounded age and error, in years BP.
pub fn rounded(age: Age) -> (i64, i64) {
    let step = if age.error < 50.0 { 5.0 } else { 10.0 };
    (round_to(age.years, step), round_up_to(age.error, step))
}

/// "2450 ± 30 BP"
pub fn age_text(age: Age) -> String {
    let (years, error) = rounded(age);
    format!("{} ± {} BP", years, error)
}

/// One line of the results sheet.
pub fn result_line(m: &Measurement) -> String {
    let (f, f_err) = fraction_modern(m);
    let age = match conventional_age(f, f_err) {
        Some(age) => age_text(age),
        None => String::from("no measurable 14C"),
    };
    format!("{}  {}  (F14C {:.4} ± {:.4}, δ13C {:.1}‰)", m.lab_code, age, f, f_err, m.d13c_permil)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_errors_round_to_five_years() {
        assert_eq!(rounded(Age { years: 2447.4, error: 27.2 }), (2445, 30));
        assert_eq!(rounded(Age { years: 2447.6, error: 25.0 }), (2450, 25));
    }

    #[test]
    fn larger_errors_round_to_ten_years() {
        assert_eq!(rounded(Age { years: 11234.0, error: 61.0 }), (11230, 70));
    }

    #[test]
    fn age_text_reads_bp() {
        assert_eq!(age_text(Age { years: 5568.3, error: 80.33 }), "5570 ± 90 BP");
    }
}
