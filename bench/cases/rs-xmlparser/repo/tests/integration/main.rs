extern crate xmlparser as xml;

#[macro_use]
mod token;

mod api;
mod cdata;
mod comments;
mod doctype;
mod document;
mod elements;
mod pi;
mod text;
