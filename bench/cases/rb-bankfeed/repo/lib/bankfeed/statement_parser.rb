# frozen_string_literal: true

module Bankfeed
  class ParseError < StandardError; end

  module StatementParser
    HEADER = "date;description;amount"

    def self.parse(text, opening_cents: 0)
      balance = opening_cents
      rows(text).map.with_index(2) do |row, line_number|
        date, description, amount = row
        raise ParseError, "line #{line_number}: expected 3 fields" if amount.nil?

        cents = to_cents(amount, line_number)
        balance += cents
        Transaction.new(date: Date.strptime(date, "%d.%m.%Y"), description: description.strip,
                        amount_cents: cents, balance_cents: balance)
      end
    end

    def self.rows(text)
      lines = text.lines(chomp: true).reject { |line| line.strip.empty? }
      raise ParseError, "missing header" unless lines.first == HEADER

      lines.drop(1).map { |line| line.split(";", -1) }
    end

    def self.to_cents(amount, line_number)
      unless amount.match?(/\A-?\d{1,3}(\.\d{3})*,\d{2}\z/)
        raise ParseError, "line #{line_number}: bad amount #{amount.inspect}"
      end

      negative = amount.start_with?("-")
      cents = amount.delete("-.,").to_i
      negative ? -cents : cents
    end
  end
end
