use std::fmt;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Error {
    UnknownStation(String),
    WrongDirection { from: String, to: String },
    NotEnoughSeats { wanted: usize, free: usize },
    EmptyParty,
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::UnknownStation(name) => write!(f, "no station called {name}"),
            Error::WrongDirection { from, to } => write!(f, "{to} does not come after {from}"),
            Error::NotEnoughSeats { wanted, free } => write!(f, "{wanted} seats wanted, {free} free"),
            Error::EmptyParty => write!(f, "a party of nobody"),
        }
    }
}

impl std::error::Error for Error {}
