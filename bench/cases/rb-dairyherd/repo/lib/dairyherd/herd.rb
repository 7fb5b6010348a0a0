# frozen_string_literal: true

module Dairyherd
  # The herd register, looked up by ear tag.
  class Herd
    include Enumerable

    def initialize
      @cows = {}
    end

    def add(cow)
      raise Error, "#{cow.tag} is already in the herd" if @cows.key?(cow.tag)

      @cows[cow.tag] = cow
    end

    def [](tag)
      @cows.fetch(tag) { raise Error, "no cow #{tag}" }
    end

    def each(&block)
      @cows.values.sort_by(&:tag).each(&block)
    end

    def size
      @cows.size
    end

    def milking(on)
      select { |cow| cow.in_milk?(on) }
    end

    def dry(on)
      reject { |cow| cow.heifer?(on) || cow.in_milk?(on) }
    end

    def heifers(on)
      select { |cow| cow.heifer?(on) }
    end
  end
end
