# frozen_string_literal: true

module Newsround
  # The titles the shop stocks, looked up by code.
  class Catalogue
    include Enumerable

    def initialize(publications = [])
      @by_code = {}
      publications.each { |pub| add(pub) }
    end

    def add(pub)
      raise ArgumentError, "duplicate code #{pub.code}" if @by_code.key?(pub.code)

      @by_code[pub.code] = pub
      self
    end

    def fetch(code)
      @by_code.fetch(code) { raise KeyError, "no publication #{code}" }
    end

    def each(&block)
      @by_code.values.each(&block)
    end

    def published_on(date)
      select { |pub| pub.published_on?(date) }
    end
  end
end
