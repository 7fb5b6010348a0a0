# frozen_string_literal: true

require "bankfeed/transaction"
require "bankfeed/statement_parser"
require "bankfeed/categorizer"
require "bankfeed/summary"

module Bankfeed
  def self.parse_statement(text, opening_cents: 0)
    StatementParser.parse(text, opening_cents: opening_cents)
  end
end
