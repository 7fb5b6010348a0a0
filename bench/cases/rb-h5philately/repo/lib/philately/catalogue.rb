# frozen_string_literal: true

module Philately
  # A catalogue: listings read from lines of
  #   number | year | description | perforation | mint price | used price
  # with "-" where a price is not given and "#" starting a comment.
  class Catalogue
    include Enumerable

    def self.parse(text)
      stamps = text.each_line.map(&:strip).reject { |l| l.empty? || l.start_with?("#") }.map do |line|
        number, year, description, perforation, mint, used = line.split("|").map(&:strip)
        raise Error, "short catalogue line: #{line}" if used.nil?

        Stamp.new(number: number, year: year, description: description, perforation: perforation,
                  mint_price: price(mint), used_price: price(used))
      end
      new(stamps)
    end

    def self.price(text)
      text == "-" ? nil : Float(text)
    end

    def initialize(stamps)
      @stamps = stamps.sort_by(&:number)
      @by_number = @stamps.to_h { |s| [s.number, s] }
      raise Error, "a catalogue number is listed twice" unless @by_number.size == @stamps.size
    end

    def each(&block)
      @stamps.each(&block)
    end

    def [](number)
      number = CatalogueNumber.parse(number) unless number.is_a?(CatalogueNumber)
      @by_number.fetch(number) { raise Error, "#{number} is not in the catalogue" }
    end

    # The listings that a stamp of +year+ measured at +perforation+ may be.
    def identify(year, perforation)
      measured = perforation.is_a?(Perforation) ? perforation : Perforation.parse(perforation)
      select { |s| s.year == year && s.perforation.matches?(measured) }
    end

    # The varieties listed under a stamp.
    def varieties(number)
      base = self[number].number
      select { |s| s.number.variety? && s.number.base == base }
    end
  end
end
