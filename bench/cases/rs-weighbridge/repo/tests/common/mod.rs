#![allow(dead_code)]

use weighbridge::{Catalogue, Direction, Site, Vehicle};

pub fn site() -> Site {
    let mut site = Site::new("Hollins Cross Quarry", Catalogue::standard(), 1001);
    site.register(Vehicle::new("YK19FTP", "Harlow Haulage", 4).with_stored_tare(12_400));
    site.register(Vehicle::new("SN68 WRA", "Mead Skips", 2));
    site.register(Vehicle::new("kx21 bdl", "Dales Aggregates", 5));
    site.register(Vehicle::new("WU70 HJE", "P. Brennan & Sons", 3).with_plate(26_000));
    site
}

/// A morning at the bridge: two overloads, one stored tare, one lorry still
/// on site.
pub fn morning() -> Site {
    let mut s = site();
    let t = s.weigh_in("YK19 FTP", "CDW", Direction::Inbound, 26_183, 430).unwrap();
    s.weigh_out(t, 12_414, 452).unwrap();
    let t = s.weigh_in("KX21 BDL", "MOT1", Direction::Outbound, 15_061, 460).unwrap();
    s.weigh_out(t, 41_222, 485).unwrap();
    let t = s.weigh_in("SN68 WRA", "soil", Direction::Inbound, 17_596, 495).unwrap();
    s.weigh_out(t, 8_939, 510).unwrap();
    let t = s.weigh_in("YK19 FTP", "CDW", Direction::Inbound, 25_507, 540).unwrap();
    s.use_stored_tare(t, 548).unwrap();
    let t = s.weigh_in("WU70 HJE", "SCAL", Direction::Outbound, 11_795, 560).unwrap();
    s.weigh_out(t, 27_118, 590).unwrap();
    s.weigh_in("SN68 WRA", "GRN", Direction::Inbound, 9_478, 615).unwrap();
    s
}
