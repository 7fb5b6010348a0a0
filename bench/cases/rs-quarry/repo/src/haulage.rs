//! Delivery: how many loads an order takes and what the haulage costs.

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Truck {
    /// a six-wheeler tipper, 16 tonnes
    SixWheeler,
    /// a tipper and trailer, 29 tonnes
    Artic,
}

impl Truck {
    pub fn payload_tonnes(self) -> f64 {
        match self {
            Truck::SixWheeler => 16.0,
            Truck::Artic => 29.0,
        }
    }

    /// Loads needed for `tonnes`, a part load counting as a load.
    pub fn loads(self, tonnes: f64) -> u32 {
        (tonnes / self.payload_tonnes()).ceil() as u32
    }
}

/// Haulage price per tonne for a delivery `miles` from the quarry.
pub fn pence_per_tonne(miles: u32) -> i64 {
    if miles <= 5 {
        300
    } else if miles <= 15 {
        450
    } else if miles <= 30 {
        700
    } else {
        700 + 20 * (miles as i64 - 30)
    }
}

/// Haulage for `tonnes` carried `miles`, charged on whole loads' weight: a part load pays as a full one.
pub fn haulage_pence(truck: Truck, tonnes: f64, miles: u32) -> i64 {
    let charged = truck.loads(tonnes) as f64 * truck.payload_tonnes();
    (charged * pence_per_tonne(miles) as f64).round() as i64
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn loads_round_up() {
        assert_eq!(Truck::SixWheeler.loads(16.0), 1);
        assert_eq!(Truck::SixWheeler.loads(16.5), 2);
        assert_eq!(Truck::Artic.loads(50.0), 2);
    }

    #[test]
    fn price_rises_with_distance() {
        assert_eq!(pence_per_tonne(3), 300);
        assert_eq!(pence_per_tonne(12), 450);
        assert_eq!(pence_per_tonne(40), 900);
    }
}
