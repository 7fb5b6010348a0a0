module Bridgescore
  # A final contract: a level from 1 to 7, a strain, and whether it was doubled or redoubled.
  # Written the way scorers write it on a traveller: "4S", "3NT", "2HX", "6CXX".
  class Contract
    STRAINS = {
      "C" => :clubs,
      "D" => :diamonds,
      "H" => :hearts,
      "S" => :spades,
      "NT" => :notrump,
      "N" => :notrump
    }.freeze

    SYMBOLS = { clubs: "C", diamonds: "D", hearts: "H", spades: "S", notrump: "NT" }.freeze

    PATTERN = /\A([1-7])(NT|[CDHSN])(X{0,2})\z/

    attr_reader :level, :strain, :doubling

    def self.parse(text)
      match = PATTERN.match(text.to_s.strip.upcase)
      raise ArgumentError, "not a contract: #{text.inspect}" unless match

      new(match[1].to_i, STRAINS.fetch(match[2]), match[3].length)
    end

    def initialize(level, strain, doubling = 0)
      raise ArgumentError, "level must be 1 to 7, got #{level}" unless (1..7).cover?(level)
      raise ArgumentError, "unknown strain #{strain.inspect}" unless SYMBOLS.key?(strain)
      raise ArgumentError, "doubling must be 0, 1 or 2" unless (0..2).cover?(doubling)

      @level = level
      @strain = strain
      @doubling = doubling
    end

    # Tricks declarer needs: six (the book) plus the level.
    def tricks_needed
      level + 6
    end

    def minor?
      %i[clubs diamonds].include?(strain)
    end

    def major?
      %i[hearts spades].include?(strain)
    end

    def notrump?
      strain == :notrump
    end

    def doubled?
      doubling == 1
    end

    def redoubled?
      doubling == 2
    end

    def undoubled?
      doubling.zero?
    end

    def small_slam?
      level == 6
    end

    def grand_slam?
      level == 7
    end

    def ==(other)
      other.is_a?(Contract) && level == other.level && strain == other.strain &&
        doubling == other.doubling
    end
    alias eql? ==

    def hash
      [level, strain, doubling].hash
    end

    def to_s
      "#{level}#{SYMBOLS.fetch(strain)}#{'X' * doubling}"
    end
  end
end
