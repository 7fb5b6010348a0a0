# frozen_string_literal: true

require "date"

module Bankfeed
  Transaction = Struct.new(:date, :description, :amount_cents, :balance_cents, keyword_init: true) do
    def debit?
      amount_cents.negative?
    end

    def month
      date.strftime("%Y-%m")
    end
  end
end
