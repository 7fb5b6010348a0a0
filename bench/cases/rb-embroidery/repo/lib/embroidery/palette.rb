# frozen_string_literal: true

module Embroidery
  # The thread shades the studio keeps in stock, looked up by code.
  class Palette
    class UnknownThread < StandardError; end

    def initialize(colours = [])
      @colours = {}
      colours.each { |colour| add(colour) }
    end

    def add(colour)
      @colours[colour.code] = colour
      self
    end

    def find(code)
      @colours.fetch(code) { raise UnknownThread, "no thread #{code} in stock" }
    end

    def include?(code)
      @colours.key?(code)
    end

    def size
      @colours.size
    end
  end
end
