# frozen_string_literal: true

module Pawnshop
  # A pawn loan: simple interest charged by the month, a month being
  # charged in full as soon as it has started, and at least one month.
  class Loan
    GRACE_DAYS = 14
    DEFAULT_TERM = 6
    DEFAULT_RATE = 0.08

    attr_reader :ticket, :principal, :taken_on, :term_months, :monthly_rate, :items

    def initialize(ticket:, principal:, taken_on:, items: [], term_months: DEFAULT_TERM,
                   monthly_rate: DEFAULT_RATE)
      raise ArgumentError, "principal must be positive" unless principal.positive?
      raise ArgumentError, "term must be 1 to 12 months" unless (1..12).cover?(term_months)

      @ticket = ticket
      @principal = principal
      @taken_on = taken_on
      @items = items
      @term_months = term_months
      @monthly_rate = monthly_rate
    end

    def due_on
      Calendar.add_months(taken_on, term_months)
    end

    def grace_ends_on
      due_on + GRACE_DAYS
    end

    def monthly_charge
      Money.percent_of(principal, monthly_rate)
    end

    # Months of interest owed on +on+.
    def months_charged(on)
      raise ArgumentError, "#{on} is before the loan was taken" if on < taken_on

      full = Calendar.full_months(taken_on, on)
      started = Calendar.add_months(taken_on, full) < on ? full + 1 : full
      [started, 1].max
    end

    def interest_due(on)
      monthly_charge * months_charged(on)
    end

    def redemption_amount(on)
      principal + interest_due(on)
    end

    def status(on)
      if on <= due_on
        :active
      elsif on <= grace_ends_on
        :overdue
      else
        :forfeitable
      end
    end

    # The same pledge lent again from +on+, for a fresh term.
    def renewed(on, ticket: self.ticket)
      Loan.new(ticket: ticket, principal: principal, taken_on: on, items: items,
               term_months: term_months, monthly_rate: monthly_rate)
    end
  end
end
