# frozen_string_literal: true

module OysterFarm
  # A wholesale order from a restaurant or fishmonger: dozens of oysters by
  # grade, priced from a PriceList, with a trade discount on large orders
  # and a delivery charge by zone.
  class Order
    Line = Struct.new(:grade, :dozens, :unit_pence, keyword_init: true) do
      def total_pence
        dozens * unit_pence
      end
    end

    TRADE_DISCOUNT_DOZENS = 50
    TRADE_DISCOUNT_PERCENT = 10

    # zone => delivery charge in pence; :collect is free.
    DELIVERY_PENCE = {
      collect: 0,
      local: 1_200,
      regional: 2_800,
      courier: 4_500
    }.freeze
    FREE_DELIVERY_PENCE = 40_000

    attr_reader :customer, :lines, :zone

    def initialize(customer:, price_list:, zone: :local)
      raise ArgumentError, "unknown delivery zone #{zone.inspect}" unless DELIVERY_PENCE.key?(zone)

      @customer = customer
      @price_list = price_list
      @zone = zone
      @lines = []
    end

    def add(grade, dozens)
      raise ArgumentError, "dozens must be a positive whole number" unless dozens.is_a?(Integer) && dozens.positive?

      existing = lines.find { |l| l.grade == grade }
      if existing
        existing.dozens += dozens
      else
        lines << Line.new(grade: grade, dozens: dozens, unit_pence: @price_list.price(grade))
      end
      self
    end

    def dozens
      lines.sum(&:dozens)
    end

    def oysters
      dozens * 12
    end

    def subtotal_pence
      lines.sum(&:total_pence)
    end

    def discount_pence
      return 0 if dozens < TRADE_DISCOUNT_DOZENS

      (subtotal_pence * TRADE_DISCOUNT_PERCENT / 100.0).round
    end

    def delivery_pence
      return 0 if subtotal_pence - discount_pence >= FREE_DELIVERY_PENCE

      DELIVERY_PENCE.fetch(zone)
    end

    def total_pence
      subtotal_pence - discount_pence + delivery_pence
    end

    def self.money(pence)
      format("£%<pounds>d.%<pence>02d", pounds: pence / 100, pence: pence % 100)
    end

    def summary
      rows = Grades.sort(lines.map(&:grade)).map do |grade|
        line = lines.find { |l| l.grade == grade }
        format("%-9<label>s %4<dz>d dz @ %<unit>s  %<total>10s", label: Grades.label(grade), dz: line.dozens,
                                                                 unit: Order.money(line.unit_pence),
                                                                 total: Order.money(line.total_pence))
      end
      rows << format("%-27<k>s %<v>10s", k: "Subtotal", v: Order.money(subtotal_pence))
      rows << format("%-27<k>s %<v>10s", k: "Trade discount", v: "-#{Order.money(discount_pence)}") if discount_pence.positive?
      rows << format("%-27<k>s %<v>10s", k: "Delivery (#{zone})", v: Order.money(delivery_pence))
      rows << format("%-27<k>s %<v>10s", k: "Total", v: Order.money(total_pence))
      rows.join("\n")
    end
  end
end
