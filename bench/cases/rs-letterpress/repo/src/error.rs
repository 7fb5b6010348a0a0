use std::fmt;

/// Why a paragraph could not be set.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SetError {
    /// The fount has no sort for this character.
    NoSort(char),
    /// A single word is wider than the measure.
    WordTooWide { word: String, width: u32, measure: u32 },
    /// The case holds too few of a sort: (character, needed, in the case).
    Short { sort: char, needed: u32, held: u32 },
}

impl fmt::Display for SetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetError::NoSort(c) => write!(f, "no sort for {:?} in the fount", c),
            SetError::WordTooWide { word, width, measure } => {
                write!(f, "{:?} is {} units, wider than the {}-unit measure", word, width, measure)
            }
            SetError::Short { sort, needed, held } => {
                write!(f, "the case holds {} of {:?}, {} are needed", held, sort, needed)
            }
        }
    }
}

impl std::error::Error for SetError {}
