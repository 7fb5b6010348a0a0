# frozen_string_literal: true

module Teetimes
  class Player
    attr_reader :name, :index, :membership

    MEMBERSHIPS = %i[full five_day junior guest visitor].freeze

    def initialize(name, index:, membership: :full)
      Handicap.check_index!(index)
      raise Error, "unknown membership #{membership}" unless MEMBERSHIPS.include?(membership)

      @name = name
      @index = index
      @membership = membership
    end

    def member?
      %i[full five_day junior].include?(membership)
    end

    def to_s
      name
    end
  end
end
