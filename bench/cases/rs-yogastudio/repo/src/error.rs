use std::fmt;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StudioError {
    BadDate(String),
    BadTime(String),
    UnknownRoom(String),
    UnknownSession(String),
    SlotClash { slot: String, with: String },
    NoValidPass { member: String },
    AlreadyBooked { member: String, session: String },
    NotBooked { member: String, session: String },
    SessionStarted(String),
}

impl fmt::Display for StudioError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StudioError::BadDate(s) => write!(f, "not a date: {s:?}"),
            StudioError::BadTime(s) => write!(f, "not a time: {s:?}"),
            StudioError::UnknownRoom(r) => write!(f, "no room called {r}"),
            StudioError::UnknownSession(s) => write!(f, "no session {s}"),
            StudioError::SlotClash { slot, with } => write!(f, "{slot} clashes with {with}"),
            StudioError::NoValidPass { member } => write!(f, "{member} has no valid pass"),
            StudioError::AlreadyBooked { member, session } => {
                write!(f, "{member} is already on {session}")
            }
            StudioError::NotBooked { member, session } => write!(f, "{member} is not on {session}"),
            StudioError::SessionStarted(s) => write!(f, "{s} has already started"),
        }
    }
}

impl std::error::Error for StudioError {}
