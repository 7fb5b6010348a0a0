use std::fmt;

#[derive(Debug, Clone, PartialEq)]
pub enum Error {
    UnknownFilm(String),
    UnknownDeveloper(String),
    NoTime { film: String, developer: String, dilution: String },
    BadDilution(String),
    TemperatureOutOfRange(f64),
    PushOutOfRange(i8),
    BadTime(String),
    FixerExhausted,
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::UnknownFilm(name) => write!(f, "unknown film {name}"),
            Error::UnknownDeveloper(name) => write!(f, "unknown developer {name}"),
            Error::NoTime { film, developer, dilution } => {
                write!(f, "no time for {film} in {developer} {dilution}")
            }
            Error::BadDilution(text) => write!(f, "cannot read dilution {text:?}"),
            Error::TemperatureOutOfRange(c) => {
                write!(f, "{c:.1} °C is outside the 18 to 24 °C the charts cover")
            }
            Error::PushOutOfRange(stops) => write!(f, "cannot push or pull {stops} stops"),
            Error::BadTime(text) => write!(f, "cannot read time {text:?}"),
            Error::FixerExhausted => write!(f, "the fixer is exhausted"),
        }
    }
}

impl std::error::Error for Error {}
