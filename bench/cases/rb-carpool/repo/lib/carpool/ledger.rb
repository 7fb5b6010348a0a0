module Carpool
  # The trips of a group: what each person paid, what each owes, and the balance between the two.
  class Ledger
    def initialize
      @trips = []
    end

    attr_reader :trips

    def add(trip)
      @trips << trip
      @balances = nil
      self
    end

    def people
      trips.flat_map { |t| [t.payer, *t.riders.keys] }.uniq.sort
    end

    # { "name" => cents }: positive when the person paid more than their share (is owed money).
    def balances
      @balances ||= compute_balances
    end

    def balance_of(name)
      balances.fetch(name, 0)
    end

    private

    def compute_balances
      totals = Hash.new(0)
      trips.each do |trip|
        totals[trip.payer] += trip.total_cents
        Split.shares(trip).each { |name, share| totals[name] -= share }
      end
      people.to_h { |name| [name, totals[name]] }
    end
  end
end
