module Farrier
  # One stop on the round: a yard, a date and the horses seen there. Prices come from a VisitPricer.
  class Visit
    attr_reader :yard, :date, :horses

    def initialize(yard:, date:, horses:, pricer: VisitPricer.new)
      @yard = yard
      @date = date
      @horses = horses.freeze
      @pricer = pricer
    end

    def lines
      @pricer.lines(self)
    end

    def call_out_pence
      @pricer.call_out_pence(self)
    end

    def total_pence
      @pricer.total_pence(self)
    end

    def rebook(schedule)
      horses.map { |horse| [horse.name, schedule.next_visit(horse)] }.to_h
    end
  end
end
