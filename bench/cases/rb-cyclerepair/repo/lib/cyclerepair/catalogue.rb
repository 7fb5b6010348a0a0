module Cyclerepair
  Part = Struct.new(:code, :name, :price, keyword_init: true)

  # The parts the shop keeps, by code.
  class Catalogue
    def initialize(parts = [])
      @parts = {}
      parts.each { |part| add(part) }
    end

    def add(part)
      raise ArgumentError, "duplicate part #{part.code}" if @parts.key?(part.code)

      @parts[part.code] = part
      self
    end

    def fetch(code)
      @parts.fetch(code) { raise KeyError, "unknown part #{code}" }
    end

    def size
      @parts.size
    end

    def self.standard
      new([
        Part.new(code: "TUBE-700", name: "Inner tube 700c", price: 699),
        Part.new(code: "TUBE-26", name: "Inner tube 26in", price: 599),
        Part.new(code: "PADS-DISC", name: "Disc brake pads", price: 1899),
        Part.new(code: "CABLE-BR", name: "Brake cable", price: 450),
        Part.new(code: "CHAIN-11", name: "11-speed chain", price: 3499),
        Part.new(code: "TYRE-700", name: "Tyre 700x28", price: 2999)
      ])
    end
  end
end
