require "csv"

module Treesurvey
  module SurveyCsv
    HEADERS = %w[id species girth_cm condition target last_inspected].freeze

    def self.parse(text)
      rows = CSV.parse(text, headers: true)
      missing = HEADERS - rows.headers
      raise ArgumentError, "survey export lacks #{missing.join(', ')}" unless missing.empty?

      rows.map do |row|
        Tree.new(
          id: row["id"],
          species: row["species"].strip,
          girth_cm: Integer(row["girth_cm"]),
          condition: row["condition"].strip.downcase.to_sym,
          target: row["target"].strip.downcase.to_sym,
          last_inspected: Date.iso8601(row["last_inspected"])
        )
      end
    end
  end
end
