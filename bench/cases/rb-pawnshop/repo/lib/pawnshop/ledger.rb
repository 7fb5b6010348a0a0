# frozen_string_literal: true

module Pawnshop
  # The shop's book of loans and the money that moved on each.
  class Ledger
    Entry = Struct.new(:date, :ticket, :kind, :amount, keyword_init: true)

    attr_reader :entries

    def initialize(first_ticket: 1)
      @next_ticket = first_ticket
      @open = {}
      @closed = {}
      @entries = []
    end

    def lend(principal:, on:, items: [], **terms)
      loan = Loan.new(ticket: @next_ticket, principal: principal, taken_on: on, items: items, **terms)
      @next_ticket += 1
      @open[loan.ticket] = loan
      record(on, loan.ticket, :loan, -principal)
      loan
    end

    def loan(ticket)
      @open.fetch(ticket) { raise Error, "no open loan on ticket #{ticket}" }
    end

    def open_loans
      @open.values
    end

    def closed?(ticket)
      @closed.key?(ticket)
    end

    # The customer pays principal and interest and takes the pledge home.
    def redeem(ticket, on)
      loan = loan(ticket)
      record(on, ticket, :interest, loan.interest_due(on))
      record(on, ticket, :repayment, loan.principal)
      close(ticket, :redeemed)
      loan.redemption_amount(on)
    end

    # The customer pays the interest so far and the loan starts a new term.
    def renew(ticket, on)
      loan = loan(ticket)
      raise Error, "ticket #{ticket} is past its grace period" if loan.status(on) == :forfeitable

      paid = loan.interest_due(on)
      record(on, ticket, :interest, paid)
      @open[ticket] = loan.renewed(on)
      paid
    end

    # An unredeemed pledge becomes the shop's to sell.
    def forfeit(ticket, on)
      loan = loan(ticket)
      raise Error, "ticket #{ticket} is not yet forfeitable" unless loan.status(on) == :forfeitable

      close(ticket, :forfeited)
      loan
    end

    def interest_received
      entries.select { |e| e.kind == :interest }.sum(&:amount)
    end

    def principal_outstanding
      open_loans.sum(&:principal)
    end

    def overdue(on)
      open_loans.select { |loan| loan.status(on) == :overdue }.sort_by(&:due_on)
    end

    def forfeitable(on)
      open_loans.select { |loan| loan.status(on) == :forfeitable }.sort_by(&:due_on)
    end

    private

    def record(date, ticket, kind, amount)
      @entries << Entry.new(date: date, ticket: ticket, kind: kind, amount: amount)
    end

    def close(ticket, how)
      @closed[ticket] = [@open.delete(ticket), how]
    end
  end
end
