# frozen_string_literal: true

module Trawler
  # Shares of the crew's half by role: the skipper takes the most.
  ROLE_SHARES = {
    skipper: Rational(3, 2),
    mate: Rational(5, 4),
    engineer: Rational(5, 4),
    deckhand: 1,
    cook: 1
  }.freeze

  Member = Struct.new(:name, :role) do
    def share_weight
      ROLE_SHARES.fetch(role) { raise ArgumentError, "unknown role #{role}" }
    end
  end

  class Crew
    include Enumerable

    def initialize(members)
      raise ArgumentError, "a crew needs a skipper" if members.count { |m| m.role == :skipper } != 1

      members.each(&:share_weight)
      @members = members
    end

    def each(&block)
      @members.each(&block)
    end

    def size
      @members.size
    end

    def skipper
      @members.find { |m| m.role == :skipper }
    end

    # Splits pence by share weight; pence left over by rounding down go to the skipper.
    def split(pool)
      weights = @members.sum(&:share_weight)
      shares = @members.to_h { |m| [m.name, (pool * m.share_weight / weights).floor] }
      shares[skipper.name] += pool - shares.values.sum
      shares
    end
  end
end
