//! The units known, as factors (and offsets) to their dimension's base unit.

/// What a unit measures.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Dimension {
    Length,
    Mass,
    Temperature,
}

/// A unit: base value = value * factor + offset.
#[derive(Debug, PartialEq)]
pub struct Unit {
    pub symbol: &'static str,
    pub dimension: Dimension,
    pub factor: f64,
    pub offset: f64,
}

const fn unit(symbol: &'static str, dimension: Dimension, factor: f64) -> Unit {
    Unit { symbol, dimension, factor, offset: 0.0 }
}

pub static UNITS: &[Unit] = &[
    unit("mm", Dimension::Length, 0.001),
    unit("cm", Dimension::Length, 0.01),
    unit("m", Dimension::Length, 1.0),
    unit("km", Dimension::Length, 1000.0),
    unit("g", Dimension::Mass, 0.001),
    unit("kg", Dimension::Mass, 1.0),
    unit("t", Dimension::Mass, 1000.0),
    unit("K", Dimension::Temperature, 1.0),
    Unit { symbol: "°C", dimension: Dimension::Temperature, factor: 1.0, offset: 273.15 },
];

/// The unit with this symbol.
pub fn lookup(symbol: &str) -> Option<&'static Unit> {
    UNITS.iter().find(|u| u.symbol == symbol)
}
