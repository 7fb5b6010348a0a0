//! The stitches a row is made of, with what each takes from the left needle and leaves on the right.

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stitch {
    Knit,
    Purl,
    Slip,
    YarnOver,
    Make1,
    K2tog,
    Ssk,
}

impl Stitch {
    /// Stitches taken from the left needle.
    pub fn consumes(self) -> u32 {
        match self {
            Stitch::Knit | Stitch::Purl | Stitch::Slip => 1,
            Stitch::YarnOver | Stitch::Make1 => 0,
            Stitch::K2tog | Stitch::Ssk => 2,
        }
    }

    /// Stitches left on the right needle.
    pub fn produces(self) -> u32 {
        match self {
            Stitch::Knit | Stitch::Purl | Stitch::Slip => 1,
            Stitch::YarnOver | Stitch::Make1 => 1,
            Stitch::K2tog | Stitch::Ssk => 1,
        }
    }

    /// The abbreviation patterns use for one of this stitch.
    pub fn abbreviation(self) -> &'static str {
        match self {
            Stitch::Knit => "k",
            Stitch::Purl => "p",
            Stitch::Slip => "sl",
            Stitch::YarnOver => "yo",
            Stitch::Make1 => "m1",
            Stitch::K2tog => "k2tog",
            Stitch::Ssk => "ssk",
        }
    }
}
