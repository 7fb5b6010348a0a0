# frozen_string_literal: true

module Trawler
  # The settlement sheet: gross sales less commission and shared expenses,
  # the net split half to the boat and half among the crew by shares.
  class Settlement
    BOAT_SHARE_PERCENT = 50

    attr_reader :trip, :auction, :expenses, :crew

    def initialize(trip, auction:, expenses:, crew:)
      @trip = trip
      @auction = auction
      @expenses = expenses
      @crew = crew
    end

    def gross
      auction.gross(trip)
    end

    def deductions
      { "Market commission" => auction.commission(trip) }.merge(expenses.items(trip, crew.size))
    end

    def net
      gross - deductions.values.sum
    end

    def boat_share
      net.positive? ? Money.percent(net, BOAT_SHARE_PERCENT) : net
    end

    def crew_pool
      [net - boat_share, 0].max
    end

    def shares
      crew.split(crew_pool)
    end

    def statement
      lines = ["#{trip.vessel}: #{trip.sailed_on} to #{trip.landed_on}, #{trip.landed_kg} kg landed"]
      lines << row("Gross sales", gross)
      deductions.each { |name, amount| lines << row(name, -amount) }
      lines << row("Net", net)
      lines << row("Boat", boat_share)
      shares.each { |name, amount| lines << row("  #{name}", amount) }
      lines.join("\n")
    end

    private

    def row(label, amount)
      label.ljust(24) + Money.format(amount).rjust(12)
    end
  end
end
