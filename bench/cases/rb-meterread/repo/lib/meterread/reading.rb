require "date"

module Meterread
  # One uploaded reading: a meter, the day it was read, the register value and its unit.
  Reading = Struct.new(:serial, :date, :value, :unit) do
    LINE = /\A(?<serial>.+?)\s+(?<date>\d{4}-\d{2}-\d{2})\s+(?<value>\d+(?:\.\d+)?)\s*(?<unit>kWh)\s*\z/

    def self.parse(line)
      m = LINE.match(line)
      raise ArgumentError, "unreadable line: #{line.inspect}" unless m

      new(Serial.normalize(m[:serial]), Date.iso8601(m[:date]), Float(m[:value]), m[:unit])
    end

    def self.parse_all(text)
      text.each_line.map(&:strip).reject { |l| l.empty? || l.start_with?("#") }.map { |l| parse(l) }
    end
  end
end
