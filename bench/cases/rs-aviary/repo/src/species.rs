//! What the breeder keeps, with the figures the diary and the seed bill need.

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Species {
    Budgerigar,
    Canary,
    ZebraFinch,
    GouldianFinch,
    Cockatiel,
}

#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Profile {
    pub name: &'static str,
    /// Days from the start of incubation to hatching.
    pub incubation_days: i64,
    /// Days between two eggs of one clutch.
    pub laying_interval: i64,
    /// Age in days at which closed rings are slipped on.
    pub ring_age: i64,
    /// Age in days at which chicks leave the nest.
    pub fledge_age: i64,
    /// Closed ring inside diameter, millimetres.
    pub ring_mm: f64,
    /// Adult weight, grams.
    pub weight_g: f64,
    /// Floor space one adult needs in a flight, square metres.
    pub space_m2: f64,
}

const PROFILES: [(Species, Profile); 5] = [
    (Species::Budgerigar, Profile { name: "budgerigar", incubation_days: 18, laying_interval: 2, ring_age: 7, fledge_age: 35, ring_mm: 4.0, weight_g: 35.0, space_m2: 0.25 }),
    (Species::Canary, Profile { name: "canary", incubation_days: 13, laying_interval: 1, ring_age: 6, fledge_age: 21, ring_mm: 2.9, weight_g: 22.0, space_m2: 0.2 }),
    (Species::ZebraFinch, Profile { name: "zebra finch", incubation_days: 14, laying_interval: 1, ring_age: 8, fledge_age: 21, ring_mm: 2.5, weight_g: 12.0, space_m2: 0.1 }),
    (Species::GouldianFinch, Profile { name: "gouldian finch", incubation_days: 15, laying_interval: 1, ring_age: 9, fledge_age: 25, ring_mm: 2.5, weight_g: 15.0, space_m2: 0.15 }),
    (Species::Cockatiel, Profile { name: "cockatiel", incubation_days: 19, laying_interval: 2, ring_age: 10, fledge_age: 35, ring_mm: 5.4, weight_g: 90.0, space_m2: 0.6 }),
];

impl Species {
    pub fn all() -> impl Iterator<Item = Species> {
        PROFILES.iter().map(|(s, _)| *s)
    }

    pub fn profile(self) -> &'static Profile {
        &PROFILES.iter().find(|(s, _)| *s == self).expect("every species has a profile").1
    }

    pub fn name(self) -> &'static str {
        self.profile().name
    }

    pub fn from_name(name: &str) -> Option<Species> {
        let wanted = name.trim().to_ascii_lowercase();
        Species::all().find(|s| s.name() == wanted)
    }
}
