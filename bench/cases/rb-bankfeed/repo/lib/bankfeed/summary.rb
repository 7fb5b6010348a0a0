# frozen_string_literal: true

module Bankfeed
  # Sums of debits and credits per month and category, in cents.
  class Summary
    def initialize(transactions, categorizer)
      @totals = Hash.new { |hash, key| hash[key] = Hash.new(0) }
      transactions.each do |transaction|
        @totals[transaction.month][categorizer.category(transaction)] += transaction.amount_cents
      end
    end

    def months
      @totals.keys.sort
    end

    def for_month(month)
      @totals.fetch(month, {}).sort_by { |category, cents| [cents, category] }.to_h
    end

    def spent(month)
      @totals.fetch(month, {}).values.select(&:negative?).sum.abs
    end
  end
end
