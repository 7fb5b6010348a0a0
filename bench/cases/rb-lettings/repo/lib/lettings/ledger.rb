module Lettings
  # The rent account for one tenancy: charges (rent falling due, other sums
  # owed) and payments received. A positive balance means the tenant owes.
  class Ledger
    Entry = Struct.new(:date, :kind, :amount, :memo, keyword_init: true) do
      def charge?
        kind == :charge
      end

      def payment?
        kind == :payment
      end
    end

    def initialize
      @entries = []
    end

    def charge(date, amount, memo = "Rent")
      add(date, :charge, amount, memo)
    end

    def pay(date, amount, memo = "Payment")
      add(date, :payment, amount, memo)
    end

    # Entries in date order; entries on the same date keep the order they
    # were added in.
    def entries
      @entries.each_with_index.sort_by { |entry, i| [entry.date, i] }.map(&:first)
    end

    def post_rent(tenancy, from, to)
      tenancy.rent_due_dates(from, to).each { |date| charge(date, tenancy.rent_pcm) }
      self
    end

    def charged(on: nil)
      upto(on).select(&:charge?).sum(&:amount)
    end

    def paid(on: nil)
      upto(on).select(&:payment?).sum(&:amount)
    end

    def balance(on: nil)
      charged(on: on) - paid(on: on)
    end

    def received(from, to)
      entries.select { |e| e.payment? && e.date >= from && e.date <= to }.sum(&:amount)
    end

    # Payments clear the oldest charges first; this is the oldest charge not
    # yet fully paid on the given date, or nil when the account is clear.
    def oldest_unpaid(on:)
      credit = paid(on: on)
      upto(on).select(&:charge?).each do |entry|
        return entry if credit < entry.amount

        credit -= entry.amount
      end
      nil
    end

    def days_in_arrears(on:)
      entry = oldest_unpaid(on: on)
      entry ? (on - entry.date).to_i : 0
    end

    private

    def add(date, kind, amount, memo)
      raise ArgumentError, "amount must be positive" unless amount.positive?

      @entries << Entry.new(date: date, kind: kind, amount: amount, memo: memo)
      self
    end

    def upto(date)
      date ? entries.select { |e| e.date <= date } : entries
    end
  end
end
