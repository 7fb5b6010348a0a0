//! Planning black and white film development at home: development times for
//! film and developer pairs, corrected for temperature and push or pull
//! processing, developer dilutions, agitation schedules, the fixer bath and
//! the whole run from developer to wetting agent.

pub mod agitation;
pub mod compensation;
pub mod developer;
pub mod dilution;
pub mod error;
pub mod film;
pub mod fixer;
pub mod plan;
pub mod timefmt;

pub use error::Error;
