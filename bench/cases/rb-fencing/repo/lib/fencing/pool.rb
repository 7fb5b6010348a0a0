# frozen_string_literal: true

module Fencing
  # A fencer's line on the pool sheet: bouts, victories, touches scored (TS) and received (TR).
  PoolResult = Struct.new(:name, :matches, :victories, :scored, :received) do
    # Victories over matches, the first criterion of the ranking.
    def ratio
      matches.zero? ? 0.0 : victories.fdiv(matches)
    end

    # TS - TR.
    def indicator
      scored - received
    end
  end

  # A pool in which every fencer meets every other fencer once.
  class Pool
    attr_reader :number, :fencers, :bouts

    def initialize(number, fencers)
      raise ArgumentError, "pool #{number} needs at least 3 fencers" if fencers.size < 3
      raise ArgumentError, "pool #{number} lists a fencer twice" if fencers.uniq.size != fencers.size

      @number = number
      @fencers = fencers.dup.freeze
      @bouts = []
    end

    def record(bout)
      stranger = bout.fencers.find { |f| !fencers.include?(f) }
      raise ArgumentError, "#{stranger} is not in pool #{number}" if stranger
      if bouts.any? { |b| b.fencers.sort == bout.fencers.sort }
        raise ArgumentError, "#{bout.fencers.join(' and ')} already fenced in pool #{number}"
      end

      @bouts << bout
      self
    end

    def bouts_due
      fencers.size * (fencers.size - 1) / 2
    end

    def complete?
      bouts.size == bouts_due
    end

    def bouts_of(name)
      bouts.select { |b| b.involves?(name) }
    end

    def victories(name)
      bouts_of(name).count { |b| b.winner == name }
    end

    def touches_for(name)
      bouts_of(name).sum { |b| b.score_for(name) }
    end

    def touches_against(name)
      bouts_of(name).sum { |b| b.score_for(b.opponent_of(name)) }
    end

    def result(name)
      raise ArgumentError, "#{name} is not in pool #{number}" unless fencers.include?(name)

      PoolResult.new(name, bouts_of(name).size, victories(name), touches_for(name), touches_against(name))
    end

    def results
      fencers.map { |f| result(f) }
    end
  end
end
