//! Counter and workshop book-keeping for a shoe repair shop.
//!
//! A customer hands in footwear at the counter and gets a [`ticket::Ticket`]
//! listing the repairs from the [`catalogue::Catalogue`]. The counter gives a
//! [`quote::Quote`] (with deposit for larger jobs), the [`workshop::Workshop`]
//! works out when each ticket will be ready, and [`collection`] handles the
//! storage fee and reminders for work that is not picked up.

pub mod catalogue;
pub mod collection;
pub mod date;
pub mod money;
pub mod quote;
pub mod ticket;
pub mod workshop;
