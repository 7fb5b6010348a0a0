//! Masses are whole kilograms (the bridge reads to 20 kg) and money is whole
//! pence; tonnes and pounds only appear at the edges.

/// Kilograms in a metric tonne.
pub const KG_PER_TONNE: u32 = 1000;

/// The weighbridge's graduation: every reading is a multiple of this.
pub const GRADUATION_KG: u32 = 20;

/// Tonnes, as a float, for a mass in kilograms.
pub fn tonnes(kg: u32) -> f64 {
    kg as f64 / KG_PER_TONNE as f64
}

/// Round a raw load-cell reading to the bridge's graduation (half up).
pub fn round_to_graduation(raw_kg: u32) -> u32 {
    (raw_kg + GRADUATION_KG / 2) / GRADUATION_KG * GRADUATION_KG
}

/// `12.34 t` for 12 340 kg: tickets show tonnes to two decimal places.
pub fn format_tonnes(kg: u32) -> String {
    let hundredths = (kg + 5) / 10;
    format!("{}.{:02} t", hundredths / 100, hundredths % 100)
}

/// `£1,234.56` for 123 456 pence.
pub fn format_money(pence: i64) -> String {
    let sign = if pence < 0 { "-" } else { "" };
    let pence = pence.unsigned_abs();
    let pounds = (pence / 100).to_string();
    let mut grouped = String::new();
    for (i, c) in pounds.chars().enumerate() {
        if i > 0 && (pounds.len() - i) % 3 == 0 {
            grouped.push(',');
        }
        grouped.push(c);
    }
    format!("{}£{}.{:02}", sign, grouped, pence % 100)
}

/// `amount * rate_per_tonne` for a mass in kg and a rate in pence per tonne,
/// rounded to the nearest penny.
pub fn charge_by_weight(kg: u32, pence_per_tonne: u32) -> i64 {
    let milli = kg as i64 * pence_per_tonne as i64;
    (milli + KG_PER_TONNE as i64 / 2) / KG_PER_TONNE as i64
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn graduation_rounds_half_up() {
        assert_eq!(round_to_graduation(14_209), 14_200);
        assert_eq!(round_to_graduation(14_210), 14_220);
        assert_eq!(round_to_graduation(0), 0);
    }

    #[test]
    fn formats() {
        assert_eq!(format_tonnes(12_340), "12.34 t");
        assert_eq!(format_tonnes(980), "0.98 t");
        assert_eq!(format_money(123_456), "£1,234.56");
        assert_eq!(format_money(-705), "-£7.05");
        assert_eq!(format_money(100_000_000), "£1,000,000.00");
    }

    #[test]
    fn charges_round_to_the_penny() {
        // 18.46 t at £12.50/t
        assert_eq!(charge_by_weight(18_460, 1250), 23_075);
        // 0.02 t at £126.15/t = 252.3p
        assert_eq!(charge_by_weight(20, 12_615), 252);
    }
}
