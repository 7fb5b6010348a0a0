//! Vehicles known to the site: registration, axles, plated weight and the
//! stored tare that regular hauliers may use instead of weighing out.

use std::collections::HashMap;

#[derive(Debug, Clone, PartialEq)]
pub struct Vehicle {
    pub registration: String,
    pub haulier: String,
    pub axles: u8,
    /// The plated (maximum authorised) gross weight, kg.
    pub plated_kg: u32,
    /// A tare taken on this bridge, kg, if one has been stored.
    pub stored_tare_kg: Option<u32>,
}

/// The default maximum gross weight for a rigid or articulated goods
/// vehicle with this many axles, when the plate has not been recorded.
pub fn default_plated_kg(axles: u8) -> u32 {
    match axles {
        0 | 1 => 7_500,
        2 => 18_000,
        3 => 26_000,
        4 => 32_000,
        5 => 40_000,
        _ => 44_000,
    }
}

/// `AB12 CDE` for ` ab12cde `: registrations are stored upper case with the
/// space before the last three characters, as on the plate.
pub fn normalise_registration(reg: &str) -> String {
    let compact: String = reg
        .chars()
        .filter(|c| !c.is_whitespace())
        .map(|c| c.to_ascii_uppercase())
        .collect();
    if compact.len() > 3 {
        let (head, tail) = compact.split_at(compact.len() - 3);
        format!("{} {}", head, tail)
    } else {
        compact
    }
}

impl Vehicle {
    pub fn new(registration: &str, haulier: &str, axles: u8) -> Vehicle {
        Vehicle {
            registration: normalise_registration(registration),
            haulier: haulier.to_string(),
            axles,
            plated_kg: default_plated_kg(axles),
            stored_tare_kg: None,
        }
    }

    pub fn with_plate(mut self, plated_kg: u32) -> Vehicle {
        self.plated_kg = plated_kg;
        self
    }

    pub fn with_stored_tare(mut self, tare_kg: u32) -> Vehicle {
        self.stored_tare_kg = Some(tare_kg);
        self
    }

    /// Whether a gross weight is over the plated weight.
    pub fn is_overloaded(&self, gross_kg: u32) -> bool {
        gross_kg > self.plated_kg
    }
}

#[derive(Debug, Default)]
pub struct VehicleRegister {
    vehicles: HashMap<String, Vehicle>,
}

impl VehicleRegister {
    pub fn new() -> VehicleRegister {
        VehicleRegister::default()
    }

    pub fn add(&mut self, vehicle: Vehicle) {
        self.vehicles.insert(vehicle.registration.clone(), vehicle);
    }

    pub fn get(&self, registration: &str) -> Option<&Vehicle> {
        self.vehicles.get(&normalise_registration(registration))
    }

    pub fn store_tare(&mut self, registration: &str, tare_kg: u32) -> bool {
        match self.vehicles.get_mut(&normalise_registration(registration)) {
            Some(v) => {
                v.stored_tare_kg = Some(tare_kg);
                true
            }
            None => false,
        }
    }

    pub fn len(&self) -> usize {
        self.vehicles.len()
    }

    pub fn is_empty(&self) -> bool {
        self.vehicles.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn registrations_are_normalised() {
        assert_eq!(normalise_registration(" ab12cde "), "AB12 CDE");
        assert_eq!(normalise_registration("AB12 CDE"), "AB12 CDE");
        assert_eq!(normalise_registration("x1"), "X1");
    }

    #[test]
    fn plated_weight_defaults_by_axles() {
        assert_eq!(Vehicle::new("AB12CDE", "Mead", 4).plated_kg, 32_000);
        assert_eq!(Vehicle::new("AB12CDE", "Mead", 6).plated_kg, 44_000);
        assert_eq!(Vehicle::new("AB12CDE", "Mead", 2).with_plate(17_000).plated_kg, 17_000);
    }

    #[test]
    fn register_looks_up_any_spelling() {
        let mut reg = VehicleRegister::new();
        reg.add(Vehicle::new("yk19 ftp", "Harlow Haulage", 4));
        assert!(reg.get("YK19FTP").is_some());
        assert!(reg.store_tare("yk19ftp", 12_400));
        assert_eq!(reg.get("YK19 FTP").unwrap().stored_tare_kg, Some(12_400));
        assert!(!reg.store_tare("ZZ99ZZZ", 1));
    }
}
