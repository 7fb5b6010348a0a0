module Plumbing
  # A UK postcode split into the parts dispatch cares about.
  #
  #   "SW1A 1AA" -> area "SW", district "SW1A", sector "SW1A 1"
  class Postcode
    class Invalid < ArgumentError; end

    FORMAT = /\A([A-Z]{1,2})([0-9][A-Z0-9]?) ([0-9])([A-Z]{2})\z/

    attr_reader :area, :district, :sector

    def self.parse(text)
      new(text)
    end

    def initialize(text)
      normalised = text.to_s.strip.upcase.squeeze(" ")
      match = FORMAT.match(normalised)
      raise Invalid, "not a postcode: #{text.inspect}" unless match

      @area = match[1]
      @district = match[1] + match[2]
      @sector = "#{@district} #{match[3]}"
      @full = normalised
    end

    def to_s
      @full
    end

    def ==(other)
      other.is_a?(Postcode) && other.to_s == to_s
    end
    alias eql? ==

    def hash
      to_s.hash
    end
  end
end
