require "date"
require "roomrates/rates"
require "roomrates/quote"
