# frozen_string_literal: true

module Choirtour
  # What one singer owes for the tour.
  class Statement
    def initialize(member, members, coach:, lodging:)
      @member = member
      @members = members
      @coach = coach
      @lodging = lodging
    end

    def lines
      [
        ["Coach", @coach.share_cents(@member, @members)],
        ["Hotel", @lodging.share_cents(@member, @members)],
      ]
    end

    def total_cents
      lines.sum { |_, cents| cents }
    end

    def due_cents
      total_cents - @member.deposit_cents
    end

    def to_s
      rows = lines.map { |label, cents| "#{label.ljust(8)}#{Money.format(cents).rjust(10)}" }
      rows << "#{'Total'.ljust(8)}#{Money.format(total_cents).rjust(10)}"
      rows << "#{'Due'.ljust(8)}#{Money.format(due_cents).rjust(10)}"
      ([@member.name] + rows).join("\n")
    end
  end
end
