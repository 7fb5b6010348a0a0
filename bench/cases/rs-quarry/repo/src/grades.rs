//! The grades of stone the quarry sells.

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Grade {
    /// 40 mm clean stone
    Clean40,
    /// 20 mm clean stone
    Clean20,
    /// Type 1 sub-base
    Type1,
    /// Scalpings, the cheapest fill
    Scalpings,
    /// Stone dust
    Dust,
}

impl Grade {
    pub fn pence_per_tonne(self) -> i64 {
        match self {
            Grade::Clean40 => 2450,
            Grade::Clean20 => 2600,
            Grade::Type1 => 1875,
            Grade::Scalpings => 1200,
            Grade::Dust => 1650,
        }
    }

    pub fn code(self) -> &'static str {
        match self {
            Grade::Clean40 => "C40",
            Grade::Clean20 => "C20",
            Grade::Type1 => "T1",
            Grade::Scalpings => "SCALP",
            Grade::Dust => "DUST",
        }
    }

    pub fn from_code(code: &str) -> Option<Grade> {
        [Grade::Clean40, Grade::Clean20, Grade::Type1, Grade::Scalpings, Grade::Dust]
            .into_iter()
            .find(|g| g.code().eq_ignore_ascii_case(code.trim()))
    }
}

#[cfg(test)]
mod tests {
    use super::Grade;

    #[test]
    fn codes_round_trip() {
        for g in [Grade::Clean40, Grade::Clean20, Grade::Type1, Grade::Scalpings, Grade::Dust] {
            assert_eq!(Grade::from_code(g.code()), Some(g));
        }
        assert_eq!(Grade::from_code(" t1 "), Some(Grade::Type1));
        assert_eq!(Grade::from_code("C10"), None);
    }
}
