//! Hat sizes, fitting ease and hat blocks for a milliner's workroom.
//!
//! A head is measured once, round the widest part just above the ears, and
//! every size system is derived from that circumference.

pub mod fraction;
pub mod material;
pub mod measure;
pub mod order;
pub mod sizes;

pub use measure::Length;
pub use order::Order;
