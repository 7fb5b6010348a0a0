# frozen_string_literal: true

module Newsround
  # A holiday stop: nothing is delivered from `from` to `to`, both included.
  class Hold
    attr_reader :from, :to

    def initialize(from, to)
      raise ArgumentError, "hold ends before it starts" if to < from

      @from = from
      @to = to
    end

    def covers?(date)
      from <= date && date <= to
    end

    def days
      (to - from).to_i + 1
    end
  end

  # One title on a customer's order, on every day it comes out or on some days only.
  class Subscription
    attr_reader :code, :days

    def initialize(code, days: nil)
      @code = code
      @days = days&.map(&:to_sym)
    end

    def wanted_on?(pub, date)
      pub.published_on?(date) && (days.nil? || days.include?(Calendar.day_sym(date)))
    end
  end

  # A household on a round.
  class Customer
    attr_reader :account, :name, :address, :walk_order, :subscriptions, :holds

    def initialize(account:, name:, address:, walk_order:)
      @account = account
      @name = name
      @address = address
      @walk_order = walk_order
      @subscriptions = []
      @holds = []
    end

    def subscribe(code, days: nil)
      @subscriptions << Subscription.new(code, days: days)
      self
    end

    def hold(from, to)
      @holds << Hold.new(from, to)
      self
    end

    def held?(date)
      holds.any? { |hold| hold.covers?(date) }
    end

    # The publications to drop through this door on `date`.
    def items_on(date, catalogue)
      return [] if held?(date)

      subscriptions.filter_map do |sub|
        pub = catalogue.fetch(sub.code)
        pub if sub.wanted_on?(pub, date)
      end
    end
  end
end
