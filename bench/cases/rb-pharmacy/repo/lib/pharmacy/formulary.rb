# frozen_string_literal: true

module Pharmacy
  # The list of drugs the pharmacy carries, keyed by product code.
  class Formulary
    include Enumerable

    def initialize(drugs = [])
      @drugs = {}
      drugs.each { |d| add(d) }
    end

    def add(drug)
      raise ArgumentError, "duplicate code #{drug.code}" if @drugs.key?(drug.code)

      @drugs[drug.code] = drug
      self
    end

    def fetch(code)
      @drugs.fetch(code) { raise UnknownDrug, "no drug with code #{code}" }
    end

    def each(&block)
      @drugs.values.each(&block)
    end

    def search(text)
      needle = text.downcase
      select { |d| d.name.downcase.include?(needle) }.sort_by(&:name)
    end

    def controlled
      select(&:controlled?)
    end
  end
end
