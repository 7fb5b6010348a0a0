module Vegbox
  # One line of the grower's list: what it is, how it is sold and in which months it is picked.
  Produce = Struct.new(:name, :unit, :price_pence, :months, keyword_init: true) do
    def in_season?(month)
      months.include?(month)
    end
  end

  class Catalogue
    UNITS = %w[kg each bunch].freeze

    # "carrots,kg,180,1-4 9-12" -> Produce; blank lines and # comments are skipped.
    def self.parse(text)
      items = text.each_line.map(&:strip).reject { |l| l.empty? || l.start_with?('#') }.map do |line|
        name, unit, price, months = line.split(',').map(&:strip)
        raise ArgumentError, "unknown unit #{unit.inspect} for #{name}" unless UNITS.include?(unit)

        Produce.new(name: name, unit: unit, price_pence: Integer(price), months: parse_months(months))
      end
      new(items)
    end

    def self.parse_months(text)
      text.split.flat_map do |part|
        first, last = part.split('-').map { |m| Integer(m) }
        last ||= first
        first <= last ? (first..last).to_a : (first..12).to_a + (1..last).to_a
      end
    end

    def initialize(items)
      @items = items.to_h { |item| [item.name, item] }
    end

    def [](name)
      @items.fetch(name) { raise KeyError, "unknown produce #{name}" }
    end

    def names
      @items.keys
    end

    # In catalogue order, so the packers see the same list every week.
    def in_season(month)
      @items.values.select { |item| item.in_season?(month) }
    end
  end
end
