# frozen_string_literal: true

module CaveSurvey
  # Reads the plain survey format: one leg a line, `from to tape compass clino`, `;` starts a comment, and
  # commands
  #
  #   *declination 2.5        degrees east, added to every compass reading that follows
  #   *units tape feet        tape lengths in feet (or metres, the default)
  #   *fix 1 100.0 200.0 -5   a station's known position (east, north, up in metres)
  class SurveyFile
    METRES_PER_FOOT = 0.3048

    Survey = Struct.new(:legs, :fixes, keyword_init: true)

    def self.parse(text)
      new.parse(text)
    end

    def initialize
      @declination = 0.0
      @tape_unit = :metres
    end

    def parse(text)
      legs = []
      fixes = {}
      text.each_line.with_index(1) do |raw, lineno|
        line = raw.sub(/;.*/, "").strip
        next if line.empty?

        if line.start_with?("*")
          command(line, fixes, lineno)
        else
          legs << leg(line.split, lineno)
        end
      end
      Survey.new(legs: legs, fixes: fixes)
    end

    private

    def command(line, fixes, lineno)
      name, *args = line.delete_prefix("*").split
      case name.downcase
      when "declination"
        @declination = number(args.fetch(0), lineno)
      when "units"
        quantity, unit = args
        raise Error, "line #{lineno}: only tape units can be set" unless quantity == "tape"
        raise Error, "line #{lineno}: unknown tape unit #{unit}" unless %w[metres feet].include?(unit)

        @tape_unit = unit.to_sym
      when "fix"
        station, *coords = args
        fixes[station] = coords.map { |c| number(c, lineno) }
      else
        raise Error, "line #{lineno}: unknown command *#{name}"
      end
    end

    def leg(fields, lineno)
      raise Error, "line #{lineno}: expected from to tape compass clino" unless fields.size == 5

      from, to, tape, compass, clino = fields
      Leg.new(from: from, to: to,
              tape: metres(number(tape, lineno)),
              compass: Angles.normalize(number(compass, lineno) + @declination),
              clino: number(clino, lineno))
    end

    def metres(length)
      @tape_unit == :feet ? length * METRES_PER_FOOT : length
    end

    def number(text, lineno)
      Float(text)
    rescue ArgumentError
      raise Error, "line #{lineno}: not a number: #{text}"
    end
  end
end
