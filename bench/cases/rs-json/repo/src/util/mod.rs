pub mod diyfp;
pub mod grisu2;
pub mod print_dec;
