# frozen_string_literal: true

module Fencing
  # Reads the pools of a round from the text the bout committee types up:
  #
  #   pool 1: Ames, Brook, Cole
  #   Ames 5-3 Brook
  #   Cole 2-5 Ames
  #
  # Blank lines and lines starting with '#' are skipped.
  module ScoreSheet
    HEADER = /\Apool\s+(?<number>\d+)\s*:\s*(?<names>.+)\z/i

    def self.parse(text, limit: 5)
      pools = []
      text.each_line.with_index(1) do |raw, lineno|
        line = raw.strip
        next if line.empty? || line.start_with?("#")

        if (m = HEADER.match(line))
          names = m[:names].split(",").map(&:strip).reject(&:empty?)
          pools << Pool.new(Integer(m[:number], 10), names)
        elsif pools.empty?
          raise ArgumentError, "line #{lineno}: a bout before the first pool"
        else
          begin
            pools.last.record(Bout.parse(line, limit: limit))
          rescue ArgumentError => e
            raise ArgumentError, "line #{lineno}: #{e.message}"
          end
        end
      end
      pools
    end
  end
end
