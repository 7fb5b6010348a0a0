# frozen_string_literal: true

module Teetimes
  # A club competition on one course from one set of tees.
  class Competition
    Row = Struct.new(:position, :player, :handicap, :score, keyword_init: true)

    attr_reader :name, :course, :tee_name, :format, :cards

    def initialize(name, course, tee_name, format: :stableford)
      unless %i[stableford stroke].include?(format)
        raise Error, "#{format} competitions are not run here"
      end

      @name = name
      @course = course
      @tee_name = tee_name
      @format = format
      @cards = []
    end

    def enter(player, strokes)
      if cards.any? { |c| c.player.name == player.name }
        raise Error, "#{player} has already returned a card"
      end

      card = Scorecard.new(player, course, tee_name, format: format, strokes: strokes)
      cards << card
      card
    end

    # Stableford: most points first, every card counts. Stroke play: lowest
    # net first, and only complete cards count. Equal scores share a place.
    def leaderboard
      ranked = ranked_cards
      rows = []
      ranked.each_with_index do |card, i|
        tied = i.positive? && same_place?(ranked[i - 1], card)
        position = tied ? rows.last.position : i + 1
        rows << Row.new(position: position, player: card.player.name,
                        handicap: card.playing_handicap, score: score(card))
      end
      rows
    end

    def winner
      first = leaderboard.first
      first && first.player
    end

    def results
      width = [cards.map { |c| c.player.name.size }.max || 0, 6].max
      lines = ["#{name} (#{format}, #{tee_name} tees)"]
      leaderboard.each do |row|
        place = row.position.to_s
        place = "=#{place}" if leaderboard.count { |r| r.position == row.position } > 1
        lines << Kernel.format("%-4s %-#{width}s %3d %4d", place, row.player, row.handicap, row.score)
      end
      lines.join("\n") + "\n"
    end

    private

    def score(card)
      format == :stableford ? card.stableford_total : card.net
    end

    def ranked_cards
      if format == :stableford
        cards.sort_by { |c| [-c.stableford_total, c.player.name] }
      else
        cards.select(&:complete?).sort_by { |c| [c.net, c.player.name] }
      end
    end

    def same_place?(a, b)
      score(a) == score(b)
    end
  end
end
